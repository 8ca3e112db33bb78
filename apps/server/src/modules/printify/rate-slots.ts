import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'drizzle-orm'
import type { AppContext } from '../../types.ts'

/**
 * A request rate shared by every process of the shop: each request takes the next free slot from one
 * row (`provider_rate_slots`), spaced 60 s / `perMinute` apart, and waits for it. However many workers
 * and instances send, together they stay at or under the rate.
 */
export function sharedRateLimit(ctx: Pick<AppContext, 'db'>, provider: string, perMinute: number) {
  const spacing = 60 / perMinute
  return async () => {
    const { rows } = await ctx.db.execute<{ wait_ms: number }>(sql`
      insert into provider_rate_slots as s (provider, next_at)
      values (${provider}, clock_timestamp() + make_interval(secs => ${spacing}))
      on conflict (provider) do update
        set next_at = greatest(s.next_at, clock_timestamp()) + make_interval(secs => ${spacing})
      returning (extract(epoch from (s.next_at - clock_timestamp())) - ${spacing}) * 1000 as wait_ms`)
    const wait = Number(rows[0]?.wait_ms ?? 0)
    if (wait > 1) await sleep(wait)
  }
}

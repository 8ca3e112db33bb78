import type { AppContext } from '../../types.ts'
import { DropRefusal } from './drop-rules.ts'

/**
 * Holds a refusal only a script provokes for `ms` before it is sent (a tarpit): an attempt over the rate
 * limit, an attempt from an account too new to join, an order for a drop's product without a place. A
 * script that fires requests as fast as its connections allow then waits on each refusal, so its flood
 * slows to its number of connections per `ms` and the server's time goes to the pages and to the people
 * in line; a person pressing Buy with a seasoned account meets none of these. A held answer costs a
 * timer and an open request, no work; past `max` held at once, answers go out at once, so an attacker
 * cannot make the server keep more.
 */
export function createLimitHold({ ms, max }: { ms: number; max: number }) {
  let held = 0
  return {
    async hold(): Promise<void> {
      if (ms <= 0 || held >= max) return
      held++
      try {
        await new Promise((resolve) => setTimeout(resolve, ms))
      } finally {
        held--
      }
    },
    get held() {
      return held
    },
  }
}

/**
 * Waits out the hold if `err` is a refusal only a script provokes. Call it only outside a transaction
 * (a held refusal must never keep a connection or a lock), and only once the request is sure to fail.
 */
export async function holdScriptedRefusal(ctx: AppContext, err: unknown) {
  if (err instanceof DropRefusal && err.scripted) await ctx.runtimes.drops.hold.hold()
}

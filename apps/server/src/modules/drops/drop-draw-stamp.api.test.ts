import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/helper.ts'
import { createDrop, drawEndingIn, seasonedUser, sleepUntil } from '../../../test/fixtures/drops.ts'
import type { TestUser } from '../../../test/helper.ts'
import { dropDrawEntries } from '../../db/schema/drops.ts'

// Behind the balancer (TRUST_PROXY: its address), a press counts in the opening draw by when the
// balancer received it (X-Request-Start), however late the instance reads it.
const BALANCER = '127.0.0.1'
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: BALANCER } })
})
afterAll(async () => {
  await t?.close()
})

const press = (u: TestUser, dropId: string, from: string, stampedAt: number) =>
  t.request({
    method: 'POST',
    url: `/api/drops/${dropId}/admission`,
    cookie: u.cookie,
    payload: { quantity: 1 },
    remoteAddress: from,
    headers: {
      'x-forwarded-for': `203.0.113.${u.id.charCodeAt(0) % 200}`,
      'x-request-start': `t=${stampedAt / 1000}`,
    },
  })

describe('the opening draw behind a load balancer', () => {
  it('draws a press the balancer received in time though the instance read it after the end', async () => {
    const { drop } = await createDrop(t, {
      startsAt: new Date(Date.now() + 60_000),
      product: { sizes: { M: 1 } },
    })
    const [early, queued, forged] = await Promise.all([seasonedUser(t), seasonedUser(t), seasonedUser(t)])
    const { closesAt } = await drawEndingIn(t, drop.id, 400)
    const earlyPress = press(early, drop.id, BALANCER, Date.now())
    // Another press of the draw's time is still being read when it ends: the draw waits for it.
    const reading = t.ctx.runtimes.drops.lines.noteArrival(drop.id, closesAt - 100)
    await sleepUntil(closesAt + 300)
    // Both read 300 ms after the end, both stamped 200 ms before it: one came through the balancer,
    // which received it then; the other straight from a client naming its own time.
    const stamped = closesAt - 200
    const [queuedPress, forgedPress] = [
      press(queued, drop.id, BALANCER, stamped),
      press(forged, drop.id, '198.51.100.7', stamped),
    ]
    await sleepUntil(closesAt + 600)
    reading()
    const answers = await Promise.all([earlyPress, queuedPress, forgedPress])

    const entries = await t.db.select().from(dropDrawEntries).where(eq(dropDrawEntries.dropId, drop.id))
    expect(entries.map((e) => e.userId).sort()).toEqual([early.id, queued.id].sort())
    expect(entries.map((e) => e.outcome).sort()).toEqual(['granted', 'sold_out'])
    expect([answers[0].statusCode, answers[1].statusCode].sort()).toEqual([200, 409])
    // The client's own stamp is not believed: it arrived after the draw, behind everyone in it.
    expect(answers[2].statusCode).toBe(409)
    expect(answers[2].json()).toMatchObject({ error: { code: 'SOLD_OUT' } })
  })
})

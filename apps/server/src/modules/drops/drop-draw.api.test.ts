import { eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/helper.ts'
import { admissionsOf, admit, createDrop, dropRow, seasonedUser } from '../../../test/fixtures/drops.ts'
import { dropDrawEntries, productDrops } from '../../db/schema/drops.ts'
import { DECIDE_LIMIT_MS, permute, type RandomInt } from './drop-draw.ts'

/** Two server instances on one database, as behind a load balancer. */
let a: TestApp
let b: TestApp
const secret = { AUTH_SECRET: 'two-instances-one-draw-secret-0123456789abcdef' }

beforeAll(async () => {
  a = await createTestApp({ env: secret })
  b = await createTestApp({ env: secret, databaseUrl: a.databaseUrl })
})
afterAll(async () => {
  await b?.close()
  await a?.close()
})

/** A seeded source of random integers (mulberry32), the same sequence for the same seed. */
function seeded(seed: number): RandomInt {
  let s = seed >>> 0
  return (n) => {
    s = (s + 0x6d2b79f5) >>> 0
    let x = s
    x = Math.imul(x ^ (x >>> 15), x | 1)
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61)
    return Math.floor((((x ^ (x >>> 14)) >>> 0) / 4294967296) * n)
  }
}

describe('the opening draw across instances', () => {
  it("orders every instance's arrivals by one permutation, one entry per customer", async () => {
    const units = 3
    const { drop } = await createDrop(a, {
      startsAt: new Date(Date.now() + 60_000),
      product: { sizes: { M: units } },
    })
    const buyers = await Promise.all(Array.from({ length: 12 }, () => seasonedUser(a)))
    // The window opens now: every press below falls in its opening draw.
    await a.db
      .update(productDrops)
      .set({ startsAt: new Date(Date.now() - 50) })
      .where(eq(productDrops.id, drop.id))
    // Whichever instance decides, it draws from the same seeded source.
    a.ctx.runtimes.drops.draw.random = seeded(42)
    b.ctx.runtimes.drops.draw.random = seeded(42)
    const instanceOf = (i: number) => (i % 2 ? b : a)
    const presses = buyers.map((u, i) => admit(instanceOf(i), u, drop.id))
    // The first buyer presses on the other instance too, in another tab.
    const otherTab = admit(b, buyers[0]!, drop.id)
    const answers = await Promise.all(presses)
    const tab = await otherTab

    const granted = buyers.filter((_, i) => answers[i]!.statusCode === 200).map((u) => u.id)
    expect(granted).toHaveLength(units)
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(buyers.length - units)
    expect(answers.some((r) => r.statusCode >= 500)).toBe(false)
    // One place per customer: both tabs hear the same answer, and the same place when granted.
    expect(tab.statusCode).toBe(answers[0]!.statusCode)
    if (tab.statusCode === 200) expect(tab.json().admission).toEqual(answers[0]!.json().admission)

    const entries = await a.db
      .select()
      .from(dropDrawEntries)
      .where(eq(dropDrawEntries.dropId, drop.id))
      .orderBy(dropDrawEntries.arrivedAt, dropDrawEntries.userId)
    expect(entries).toHaveLength(buyers.length)
    expect(new Set(entries.map((e) => e.instance))).toEqual(
      new Set([a.ctx.runtimes.drops.draw.instance, b.ctx.runtimes.drops.draw.instance]),
    )
    // The draw is the seeded permutation of all arrivals in arrival order, whichever instance got them.
    const expected = permute(
      entries.map((e) => e.userId),
      seeded(42),
    )
    const byRank = [...entries].sort((x, y) => x.rank! - y.rank!)
    expect(byRank.map((e) => e.userId)).toEqual(expected)
    expect(byRank.map((e) => e.rank)).toEqual(entries.map((_, i) => i + 1))
    // Decided together: every arrival in the window's one decision, none after it.
    expect(entries.every((e) => e.decidedAt instanceof Date)).toBe(true)
    expect(new Set(entries.map((e) => e.decidedAt!.getTime())).size).toBe(1)
    expect(new Set(granted)).toEqual(new Set(expected.slice(0, units)))
    expect(byRank.map((e) => e.outcome)).toEqual(expected.map((_, i) => (i < units ? 'granted' : 'sold_out')))
    expect((await dropRow(a, drop.id)).heldUnits).toBe(units)
    expect(await admissionsOf(a, drop.id)).toHaveLength(units)
  })

  it('serves later arrivals on either instance first come first served, one place each', async () => {
    const { drop } = await createDrop(a, {
      startsAt: new Date(Date.now() - 10_000),
      product: { sizes: { M: 2 } },
    })
    const [x, y, z] = await Promise.all([seasonedUser(a), seasonedUser(a), seasonedUser(a)])
    const first = await admit(a, x!, drop.id)
    const again = await admit(b, x!, drop.id)
    expect(first.statusCode).toBe(200)
    expect(again.json().admission).toEqual(first.json().admission)
    expect((await admit(b, y!, drop.id)).statusCode).toBe(200)
    expect((await admit(a, z!, drop.id)).json().error.code).toBe('SOLD_OUT')
    const { rows } = await a.db.execute(sql`select count(*)::int as n from drop_draw_entries
      where drop_id = ${drop.id}`)
    expect(rows[0]).toEqual({ n: 0 })
    expect((await dropRow(a, drop.id)).heldUnits).toBe(2)
  })

  /** A drop whose window opened at `opensAt`, and `buyers` new customers arriving in its draw. */
  async function openWindow(units: number, buyers: number, opensAt: number) {
    const { drop } = await createDrop(a, {
      startsAt: new Date(Date.now() + 60_000),
      product: { sizes: { M: units } },
    })
    await a.db
      .update(productDrops)
      .set({ startsAt: new Date(opensAt) })
      .where(eq(productDrops.id, drop.id))
    const tag = crypto.randomUUID()
    const { rows } = await a.db.execute<{ id: string }>(sql`insert into "user" (name, email)
      select 'Buyer ' || g, 'buyer-' || g || '-' || ${tag} || '@example.com' from generate_series(1, ${buyers}) g
      returning id`)
    const asks = rows.map((r, i) => ({ ask: { userId: r.id, units: 1 }, arrivedAt: opensAt + i }))
    return { dropId: drop.id, opensAt, asks }
  }
  /** The same, its draw ending now. */
  async function drawEndingNow(units: number, buyers: number) {
    const closesAt = Date.now()
    return { ...(await openWindow(units, buyers, closesAt - 4000)), closesAt }
  }
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

  it('waits for a live instance that writes its arrivals late, past the slack of a stopped one', async () => {
    const { dropId, opensAt, closesAt, asks } = await drawEndingNow(2, 8)
    a.ctx.runtimes.drops.draw.random = seeded(7)
    b.ctx.runtimes.drops.draw.random = seeded(7)
    // Both took arrivals in the window; b's loop is busy with the rush and writes them 4 s late.
    a.ctx.runtimes.drops.draw.register(dropId, opensAt, closesAt)
    b.ctx.runtimes.drops.draw.register(dropId, opensAt, closesAt)
    let decidedOnA = 0
    const onA = a.ctx.runtimes.drops.draw.decide(dropId, opensAt, asks.slice(0, 4)).then((answers) => {
      decidedOnA = Date.now()
      return answers
    })
    await sleep(4000)
    expect(decidedOnA).toBe(0)
    const onB = await b.ctx.runtimes.drops.draw.decide(dropId, opensAt, asks.slice(4))
    await onA
    expect(decidedOnA - closesAt).toBeGreaterThanOrEqual(4000)

    // One permutation of all eight arrivals, whichever instance wrote them.
    const entries = await a.db
      .select()
      .from(dropDrawEntries)
      .where(eq(dropDrawEntries.dropId, dropId))
      .orderBy(dropDrawEntries.arrivedAt, dropDrawEntries.userId)
    const expected = permute(
      entries.map((e) => e.userId),
      seeded(7),
    )
    expect([...entries].sort((x, y) => x.rank! - y.rank!).map((e) => e.userId)).toEqual(expected)
    expect(onB.filter((x) => x !== null).length + (await onA).filter((x) => x !== null).length).toBe(2)

    // Each instance learns the places granted through the other (a winner's order may come to either),
    // as a hint for its orders only: it answers no admission from them.
    const winnersOf = (answers: Awaited<typeof onA>) =>
      answers.flatMap((x) => (x && !(x instanceof Error) ? [x.userId] : []))
    const learnt = async (app: typeof a, users: string[]) => {
      for (let i = 0; i < 50; i++) {
        if (users.every((u) => app.ctx.runtimes.drops.pulse.knowsPlace(dropId, u))) return true
        await sleep(40)
      }
      return false
    }
    expect(await learnt(b, winnersOf(await onA))).toBe(true)
    expect(await learnt(a, winnersOf(onB))).toBe(true)
    const won = winnersOf([...(await onA), ...onB])
    const losers = asks.map((x) => x.ask.userId).filter((u) => !won.includes(u))
    expect(losers.some((u) => a.ctx.runtimes.drops.pulse.knowsPlace(dropId, u))).toBe(false)
    expect(winnersOf(onB).some((u) => a.ctx.runtimes.drops.pulse.placeOf(dropId, u))).toBe(false)
  })

  it('decides without an instance whose connection is gone, once its slack is over', async () => {
    const { dropId, opensAt, closesAt, asks } = await drawEndingNow(2, 4)
    a.ctx.runtimes.drops.draw.register(dropId, opensAt, closesAt)
    b.ctx.runtimes.drops.draw.register(dropId, opensAt, closesAt)
    // b joined the window, then lost its connection (its process gone, or the network between):
    // its presence lock went with the database session.
    await sleep(300)
    const { rows } = await a.db.execute(sql`select pg_terminate_backend(l.pid) from pg_locks l
      where l.locktype = 'advisory' and l.objsubid = 2
        and l.objid = hashtext(${b.ctx.runtimes.drops.draw.instance})::oid`)
    expect(rows).toHaveLength(1)
    const answers = await a.ctx.runtimes.drops.draw.decide(dropId, opensAt, asks)
    const waited = Date.now() - closesAt
    expect(waited).toBeGreaterThanOrEqual(2400)
    expect(waited).toBeLessThan(4000)
    expect(answers.filter((x) => x !== null)).toHaveLength(2)
  })

  it('answers "try again" (503) instead of waiting forever when the draw is never decided', async () => {
    const { drop } = await createDrop(a, {
      startsAt: new Date(Date.now() + 60_000),
      product: { sizes: { M: 2 } },
    })
    const buyer = await seasonedUser(a)
    const opensAt = new Date(Date.now() - 50)
    await a.db.update(productDrops).set({ startsAt: opensAt }).where(eq(productDrops.id, drop.id))
    // An instance that joined the window and then went silent, with an hour to answer.
    await a.db.execute(sql`insert into drop_draw_instances (drop_id, opens_at, instance, decide_by)
      values (${drop.id}, ${opensAt.toISOString()}::timestamptz, 'silent', now() + interval '1 hour')`)
    a.ctx.runtimes.drops.draw.decideLimitMs = 1_500
    try {
      const res = await admit(a, buyer, drop.id)
      expect([res.statusCode, res.json().error]).toEqual([
        503,
        { code: 'DRAW_NOT_DECIDED', message: 'The drop is very busy right now: press Buy again in a moment' },
      ])
    } finally {
      a.ctx.runtimes.drops.draw.decideLimitMs = DECIDE_LIMIT_MS
    }
    expect(await admissionsOf(a, drop.id)).toHaveLength(0)
  })

  it('takes two instances writing the same customers in opposite orders without a deadlock', async () => {
    // Customers who pressed on both instances: each instance holds all of them, in its own order.
    const { dropId, opensAt, asks } = await openWindow(2, 400, Date.now() - 50)
    // A third session holds the middle customer's entry, so both instances' writes meet at it and
    // then carry on at once, whatever order they write in.
    const middle = asks[asks.length / 2]!.ask.userId
    const blocker = new pg.Client({ connectionString: a.databaseUrl })
    await blocker.connect()
    await blocker.query('begin')
    await blocker.query(
      `insert into drop_draw_entries (drop_id, opens_at, user_id, units, arrived_at, instance)
       values ($1, $2, $3, 1, now(), 'blocker')`,
      [dropId, new Date(opensAt).toISOString(), middle],
    )
    const deciding = Promise.allSettled([
      a.ctx.runtimes.drops.draw.decide(dropId, opensAt, asks),
      b.ctx.runtimes.drops.draw.decide(dropId, opensAt, [...asks].reverse()),
    ])
    await new Promise((resolve) => setTimeout(resolve, 500))
    await blocker.query('rollback')
    await blocker.end()
    const [onA, onB] = await deciding
    expect([onA.status, onB.status]).toEqual(['fulfilled', 'fulfilled'])
    const entries = await a.db.select().from(dropDrawEntries).where(eq(dropDrawEntries.dropId, dropId))
    expect(entries).toHaveLength(asks.length)
    expect(entries.filter((e) => e.outcome === 'granted')).toHaveLength(2)
  })
})

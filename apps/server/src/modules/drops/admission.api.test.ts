import { DROP_ADMISSION_MINUTES, DROP_MESSAGES, DROP_MIN_ACCOUNT_AGE_MINUTES } from '@rdo/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSolanaRpcStandIn, type SolanaRpcStandIn } from '../../../test/stand-ins/solana-rpc.ts'
import { createTestApp, type TestApp } from '../../../test/helper.ts'
import { dropNotifyRequests, productDrops } from '../../db/schema/drops.ts'
import { grantMany } from './admission-grant.ts'
import { releaseAllExpired } from './admission-release.ts'
import { dropNotFound, requestAdmission } from './admission.service.ts'
import { DropRefusal } from './drop-rules.ts'
import {
  admissionsOf,
  admit,
  admitted,
  createDrop,
  dropRow,
  lapse,
  linkHolder,
  minutesFromNow,
  order,
  seasonedUser,
} from '../../../test/fixtures/drops.ts'

let chain: SolanaRpcStandIn
let t: TestApp
beforeAll(async () => {
  chain = await startSolanaRpcStandIn()
  t = await createTestApp({ env: { SOLANA_RPC_URL: chain.url, RDO_MINT: chain.mint } })
})
afterAll(async () => {
  await t?.close()
  await chain?.close()
})

const errorOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { code: string; message: string } }).error
const moveDrop = (id: string, set: Partial<typeof productDrops.$inferInsert>) =>
  t.db.update(productDrops).set(set).where(eq(productDrops.id, id))

describe('the drop windows', () => {
  it('keeps everyone out before the holder window, then lets only holders of the minimum in, then anyone', async () => {
    const { drop } = await createDrop(t, {
      holderStartsAt: minutesFromNow(10),
      startsAt: minutesFromNow(20),
      product: { sizes: { M: 10 } },
    })
    const holder = await seasonedUser(t, 'Hana Holder')
    const small = await seasonedUser(t, 'Sam Small')
    const plain = await seasonedUser(t, 'Pat Plain')
    await linkHolder(t, chain, holder, '150')
    await linkHolder(t, chain, small, '99.5')

    for (const u of [holder, small, plain]) {
      const res = await admit(t, u, drop.id)
      expect(res.statusCode, res.body).toBe(403)
      expect(errorOf(res)).toEqual({ code: 'NOT_STARTED', message: DROP_MESSAGES.notStarted })
    }

    await moveDrop(drop.id, { holderStartsAt: minutesFromNow(-1) })
    for (const u of [small, plain]) {
      const res = await admit(t, u, drop.id)
      expect(res.statusCode, res.body).toBe(403)
      expect(errorOf(res)).toEqual({ code: 'HOLDERS_ONLY', message: DROP_MESSAGES.holdersOnly('100') })
    }
    const res = await admit(t, holder, drop.id)
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body.message).toBe(DROP_MESSAGES.admitted(DROP_ADMISSION_MINUTES))
    expect(body.admission).toMatchObject({ drop_id: drop.id, units: 1, status: 'active' })
    const left = new Date(body.admission.expires_at).getTime() - Date.now()
    expect(left).toBeGreaterThan((DROP_ADMISSION_MINUTES - 1) * 60_000)
    expect(left).toBeLessThanOrEqual(DROP_ADMISSION_MINUTES * 60_000)

    // A drop may ask more of its holders than the shop's usual minimum.
    await moveDrop(drop.id, { holderMinimum: '1000' })
    const richer = await seasonedUser(t)
    await linkHolder(t, chain, richer, '150')
    expect(errorOf(await admit(t, richer, drop.id)).message).toBe(DROP_MESSAGES.holdersOnly('1000'))

    await moveDrop(drop.id, { startsAt: minutesFromNow(-0.5) })
    for (const u of [small, plain, richer]) expect((await admit(t, u, drop.id)).statusCode).toBe(200)
    expect((await dropRow(t, drop.id)).heldUnits).toBe(4)
  })

  it('refuses a request for more than the per-customer limit', async () => {
    const { drop } = await createDrop(t, { limit: 2 })
    const u = await seasonedUser(t)
    const res = await admit(t, u, drop.id, 3)
    expect(res.statusCode).toBe(409)
    expect(errorOf(res)).toEqual({ code: 'LIMIT_REACHED', message: DROP_MESSAGES.limitReached(2) })
    expect((await admitted(t, u, drop.id, 2)).admission.units).toBe(2)
  })

  it('takes a request without a body (no content type, nothing sent) as one unit', async () => {
    const { drop } = await createDrop(t, { limit: 2 })
    const u = await seasonedUser(t)
    const res = await t.request({
      method: 'POST',
      url: `/api/drops/${drop.id}/admission`,
      cookie: u.cookie,
      remoteAddress: '10.77.0.1',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().admission).toMatchObject({ drop_id: drop.id, units: 1, status: 'active' })
    expect((await dropRow(t, drop.id)).heldUnits).toBe(1)
  })

  it('answers an unknown drop with 404', async () => {
    const u = await seasonedUser(t)
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-drop']) {
      const res = await admit(t, u, id)
      expect(res.statusCode).toBe(404)
      expect(errorOf(res).message).toBe(DROP_MESSAGES.dropNotFound)
    }
  })
})

describe('one place per customer', () => {
  it('gives a second session of the same customer the same admission, holding its units once', async () => {
    const { drop } = await createDrop(t, { limit: 2 })
    const u = await seasonedUser(t)
    const other = { ...u, cookie: await t.signIn(u.email, u.password) }
    const [a, b] = await Promise.all([admit(t, u, drop.id, 2), admit(t, other, drop.id, 1)])
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    expect(b.json().admission).toEqual(a.json().admission)
    expect((await dropRow(t, drop.id)).heldUnits).toBe(a.json().admission.units)
    expect(await admissionsOf(t, drop.id)).toHaveLength(1)
  })
})

describe('bots', () => {
  it('keeps accounts younger than the minimum age out', async () => {
    const { drop } = await createDrop(t)
    const fresh = await t.createUser()
    const res = await admit(t, fresh, drop.id)
    expect(res.statusCode).toBe(403)
    expect(errorOf(res)).toEqual({
      code: 'ACCOUNT_TOO_NEW',
      message: DROP_MESSAGES.accountTooNew(DROP_MIN_ACCOUNT_AGE_MINUTES),
    })
    expect(await admissionsOf(t, drop.id)).toHaveLength(0)
  })

  it('limits attempts per account (5 in 10 s) and per network address (60 in 10 s)', async () => {
    const { drop } = await createDrop(t, { product: { sizes: { M: 100 } } })
    const u = await seasonedUser(t)
    const answers = []
    for (let i = 0; i < 6; i++) answers.push((await admit(t, u, drop.id)).statusCode)
    expect(answers).toEqual([200, 200, 200, 200, 200, 429])
    const res = await admit(t, u, drop.id)
    expect(errorOf(res)).toEqual({ code: 'RATE_LIMITED', message: DROP_MESSAGES.tooManyAttempts })

    // Twelve accounts behind one address use up its 60 attempts; the next account there waits.
    const shared = '192.0.2.7'
    const crowd = await Promise.all(Array.from({ length: 13 }, () => seasonedUser(t)))
    const tries = await Promise.all(
      crowd.slice(0, 12).map(async (c) => {
        const got = []
        for (let i = 0; i < 5; i++) got.push((await admit(t, c, drop.id, 1, shared)).statusCode)
        return got
      }),
    )
    expect(tries.flat().filter((s) => s === 200)).toHaveLength(60)
    expect((await admit(t, crowd[12]!, drop.id, 1, shared)).statusCode).toBe(429)
    expect((await admit(t, crowd[12]!, drop.id, 1, '192.0.2.8')).statusCode).toBe(200)
  })
})

describe('the opening draw', () => {
  it("answers the first seconds' arrivals when the draw closes, in an order arrival time does not decide", async () => {
    const opensAt = new Date(Date.now() - 100)
    const { drop } = await createDrop(t, { startsAt: opensAt, product: { sizes: { M: 3 } } })
    const buyers = await Promise.all(Array.from({ length: 12 }, () => seasonedUser(t)))
    // One after the other, each a few milliseconds before the next, and the first with a second tab.
    const pending = []
    for (const u of buyers) {
      pending.push(admit(t, u, drop.id))
      await new Promise((r) => setTimeout(r, 5))
    }
    const secondTab = admit(t, buyers[0]!, drop.id)
    const answers = await Promise.all(pending)
    expect(Date.now()).toBeGreaterThanOrEqual(opensAt.getTime() + t.ctx.runtimes.drops.lines.openingDrawMs)
    const statuses = answers.map((r) => r.statusCode)
    expect(statuses.filter((s) => s === 200)).toHaveLength(3)
    expect(statuses.filter((s) => s === 409)).toHaveLength(9)
    const tab = await secondTab
    expect(tab.statusCode).toBe(answers[0]!.statusCode)
    if (tab.statusCode === 200) expect(tab.json().admission).toEqual(answers[0]!.json().admission)
    expect((await dropRow(t, drop.id)).heldUnits).toBe(3)
    // Later arrivals are served at once, first come first served.
    const late = await seasonedUser(t)
    const started = Date.now()
    expect(errorOf(await admit(t, late, drop.id)).code).toBe('SOLD_OUT')
    expect(Date.now() - started).toBeLessThan(1000)
  })
})

describe('sold out', () => {
  it('admits exactly as many buyers as there are units when more arrive at once, and never fails', async () => {
    const units = 5
    const { drop } = await createDrop(t, { product: { sizes: { S: 2, M: 3 } } })
    const buyers = await Promise.all(Array.from({ length: units + 9 }, () => seasonedUser(t)))
    const answers = await Promise.all(buyers.map((u) => admit(t, u, drop.id)))
    const statuses = answers.map((r) => r.statusCode)
    expect(statuses.filter((s) => s === 200)).toHaveLength(units)
    expect(statuses.filter((s) => s === 409)).toHaveLength(9)
    for (const r of answers.filter((a) => a.statusCode === 409)) {
      expect(errorOf(r)).toEqual({ code: 'SOLD_OUT', message: DROP_MESSAGES.soldOut })
    }
    const positions = answers.filter((r) => r.statusCode === 200).map((r) => r.json().admission.position)
    expect(new Set(positions).size).toBe(units)
    expect((await dropRow(t, drop.id)).heldUnits).toBe(units)
    expect(await admissionsOf(t, drop.id)).toHaveLength(units)
  })

  it('decides a group of buyers in one step, in line order, each by their own standing', async () => {
    const { drop, product } = await createDrop(t, { limit: 2, product: { sizes: { M: 4 } } })
    const [a, b, c, d, e] = await Promise.all(Array.from({ length: 5 }, () => seasonedUser(t)))
    // c already bought one: asking for two more would pass the limit of two.
    expect((await admitted(t, c!, drop.id)).admission.units).toBe(1)
    expect((await order(t, c!, product.id)).statusCode).toBe(201)
    const answers = await grantMany(
      t.ctx,
      drop.id,
      [
        { userId: a!.id, units: 1 },
        { userId: b!.id, units: 2 },
        { userId: a!.id, units: 1 },
        { userId: c!.id, units: 2 },
        { userId: d!.id, units: 1 },
        { userId: e!.id, units: 1 },
      ],
      dropNotFound,
    )
    const [forA, forB, againA, forC, forD, forE] = answers
    expect(forA && !(forA instanceof DropRefusal) && forA.userId).toBe(a!.id)
    expect(againA).toBe(forA)
    expect(forB && !(forB instanceof DropRefusal) && forB.units).toBe(2)
    expect(forC instanceof DropRefusal && forC.code).toBe('LIMIT_REACHED')
    // Three units were left after c's order: a and b take them, d and e hear "sold out".
    expect(forD).toBeNull()
    expect(forE).toBeNull()
    const places = (await admissionsOf(t, drop.id)).filter((r) => r.status === 'active')
    expect(places.map((r) => r.userId).sort()).toEqual([a!.id, b!.id].sort())
    const position = (id: string) => places.find((r) => r.userId === id)!.position
    expect(position(a!.id)).toBeLessThan(position(b!.id))
    expect((await dropRow(t, drop.id)).heldUnits).toBe(3)
  })

  it('gives lapsed places back, on a refusal and every minute, for someone else to take', async () => {
    const { drop } = await createDrop(t, { product: { sizes: { M: 1 } } })
    const [first, second] = await Promise.all([seasonedUser(t), seasonedUser(t)])
    await admitted(t, first, drop.id)
    expect(errorOf(await admit(t, second, drop.id)).code).toBe('SOLD_OUT')

    await lapse(t, drop.id, first.id)
    // Past the half-second sold-out answer and the once-a-second sweep of the refusal just made.
    await new Promise((r) => setTimeout(r, 1100))
    const res = await admit(t, second, drop.id)
    expect(res.statusCode, res.body).toBe(200)
    const rows = await admissionsOf(t, drop.id)
    expect(rows.find((a) => a.userId === first.id)?.status).toBe('expired')
    expect((await dropRow(t, drop.id)).heldUnits).toBe(1)

    // The first buyer comes back later: their old row is reused once a unit is free again.
    await lapse(t, drop.id, second.id)
    expect(await releaseAllExpired(t.ctx)).toBeGreaterThanOrEqual(1)
    expect((await dropRow(t, drop.id)).heldUnits).toBe(0)
    const again = await admitted(t, first, drop.id)
    expect(again.admission.status).toBe('active')
    const positionBefore = rows.find((a) => a.userId === first.id)!.position
    expect(again.admission.position).toBeGreaterThan(positionBefore)
    expect(await admissionsOf(t, drop.id)).toHaveLength(2)
  })
})

describe('notify requests', () => {
  it('records one request per customer and drop', async () => {
    const { drop } = await createDrop(t, { startsAt: minutesFromNow(60) })
    const u = await seasonedUser(t)
    for (let i = 0; i < 2; i++) {
      const res = await t.request({ method: 'POST', url: `/api/drops/${drop.id}/notify`, cookie: u.cookie })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toEqual({ message: DROP_MESSAGES.notifyAsked })
    }
    const rows = await t.db.select().from(dropNotifyRequests).where(eq(dropNotifyRequests.dropId, drop.id))
    expect(rows.map((r) => r.userId)).toEqual([u.id])
    const missing = await t.request({
      method: 'POST',
      url: '/api/drops/00000000-0000-4000-8000-000000000000/notify',
      cookie: u.cookie,
    })
    expect(missing.statusCode).toBe(404)
  })

  it('serves the clock without caching', async () => {
    const res = await t.request({ method: 'GET', url: '/api/drops/clock' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(Math.abs(new Date(res.json().now).getTime() - Date.now())).toBeLessThan(5000)
  })
})

describe('two instances of the app', () => {
  it('keep their own memory of a drop: a place granted by one is found in the database by the other', async () => {
    const { drop } = await createDrop(t, { product: { sizes: { M: 1 } } })
    const first = await seasonedUser(t, 'Ines One')
    const second = await seasonedUser(t, 'Otto Two')
    const b = await createTestApp({ databaseUrl: t.databaseUrl })
    const ask = (app: TestApp, userId: string) =>
      requestAdmission(app.ctx, { dropId: drop.id, userId, quantity: 1 })
    try {
      const place = await ask(t, first.id)
      expect(t.ctx.runtimes.drops.pulse.placeOf(drop.id, first.id)).not.toBeNull()
      expect(b.ctx.runtimes.drops.pulse.placeOf(drop.id, first.id)).toBeNull()
      expect(await ask(b, first.id)).toEqual(place)

      // The last unit is taken: this instance now answers "sold out" from memory, the other asks.
      await expect(ask(t, second.id)).rejects.toMatchObject({ reason: 'sold_out' })
      expect(t.ctx.runtimes.drops.pulse.soldOutNow(drop.id)).toBe(true)
      expect(b.ctx.runtimes.drops.pulse.soldOutNow(drop.id)).toBe(false)
      await expect(ask(b, second.id)).rejects.toMatchObject({ reason: 'sold_out' })
      expect(b.ctx.runtimes.drops.pulse.soldOutNow(drop.id)).toBe(true)
      expect(t.ctx.runtimes.drops.lines).not.toBe(b.ctx.runtimes.drops.lines)
    } finally {
      await b.close()
    }
  })
})

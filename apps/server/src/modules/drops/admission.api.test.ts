import { DROP_ADMISSION_MINUTES, DROP_MESSAGES, DROP_MIN_ACCOUNT_AGE_MINUTES } from '@rdo/contracts'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { dropNotifyRequests, productDrops } from '../../db/schema/drops.ts'
import {
  admissionsOf,
  admit,
  admitted,
  createDrop,
  dropRow,
  linkHolder,
  minutesFromNow,
  seasonedUser,
} from '../../../test/fixtures/drops.ts'
import { chain, errorOf, t, useAdmissionWorld } from './admission.fixtures.ts'

useAdmissionWorld()

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

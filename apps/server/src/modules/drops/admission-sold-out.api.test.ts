import { DROP_MESSAGES } from '@rdo/contracts'
import { describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/helper.ts'
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
  order,
  seasonedUser,
} from '../../../test/fixtures/drops.ts'
import { errorOf, t, useAdmissionWorld } from './admission.fixtures.ts'

useAdmissionWorld()

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

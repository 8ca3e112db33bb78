import { eq } from 'drizzle-orm'
import { API_ROUTES } from '@rdo/contracts'
import { describe, expect, it } from 'vitest'
import { orderNotes, refunds } from '../../db/schema/refunds.ts'
import { makeProject } from '../../../test/fixtures/partners.ts'
import { customer, paidOrder, t, useRefundsWorld } from '../../../test/worlds/refunds.ts'

/** The refund and return back office is for admins only: customers and partners are refused. */
useRefundsWorld()

const ADMIN_REFUND_ROUTES = API_ROUTES.filter((r) =>
  /^\w+ \/api\/admin\/(returns|orders\/:id\/(money|refunds|notes))/.test(r),
)

describe('refund and return admin routes', () => {
  it('answer customers and partners 403 and change nothing', async () => {
    expect(ADMIN_REFUND_ROUTES).toHaveLength(9)
    const { id, teeLine } = await paidOrder(customer, { teeQty: 1, hoodieQty: 0 })
    const partner = await t.createUser({ email: 'partner.owner@example.com' })
    await makeProject(t, { createdBy: partner.id, symbol: 'PRTN' })
    const bodies: Record<string, object> = {
      refunds: { lines: [{ order_item_id: teeLine.id, quantity: 1, restock: true }] },
      notes: { body: 'Sneaky' },
      settings: { window_days: 365 },
      approve: { message: 'ok' },
      reject: { message: 'no' },
      receive: {},
    }
    for (const who of [customer, partner]) {
      for (const route of ADMIN_REFUND_ROUTES) {
        const [method, pattern] = route.split(' ') as [string, string]
        const url = pattern.replace(':id', id)
        const res = await t.request({
          method: method as 'GET' | 'POST' | 'PUT',
          url,
          cookie: who.cookie,
          ...(method === 'GET' ? {} : { payload: bodies[url.split('/').at(-1)!] ?? {} }),
        })
        expect(res.statusCode, `${route} as ${who.email}`).toBe(403)
      }
    }
    const money = await t.request({ method: 'GET', url: `/api/admin/orders/${id}/money` })
    expect(money.statusCode).toBe(401)
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, id))).toEqual([])
    expect(await t.db.select().from(orderNotes).where(eq(orderNotes.orderId, id))).toEqual([])
  })
})

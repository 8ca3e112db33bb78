import { eq, sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { OPEN_FULFILMENT_STATUSES } from '@rdo/contracts'
import { fulfilments } from '../../db/schema/fulfilment.ts'
import { orders } from '../../db/schema/orders.ts'
import { get, t, useOrdersAdminWorld } from '../../../test/worlds/orders-admin.ts'

/** The fulfilment queue's totals come from kept figures: they must match a real count after every kind of change. */
useOrdersAdminWorld()

const total = async (query: string) => {
  const res = await get(`/api/admin/fulfilment?per_page=1&${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().total as number
}

const exact = async (where: ReturnType<typeof sql>) => {
  const { rows } = await t.db.execute<{ n: number }>(
    sql`select count(*)::int as n from fulfilments where ${where}`,
  )
  return rows[0]!.n
}

const OPEN = sql.raw(`status in (${OPEN_FULFILMENT_STATUSES.map((s) => `'${s}'`).join(', ')})`)

async function expectTotalsMatch() {
  expect(await total('status=all')).toBe(await exact(sql`true`))
  expect(await total('status=open')).toBe(await exact(OPEN))
  expect(await total('status=open&provider=printify')).toBe(
    await exact(sql`${OPEN} and provider = 'printify'`),
  )
  expect(await total('status=failed&provider=printify')).toBe(
    await exact(sql`status = 'failed' and provider = 'printify'`),
  )
  expect(await total('status=shipped')).toBe(await exact(sql`status = 'shipped'`))
}

it('keeps the queue totals exact through inserts, status changes and deleted orders', async () => {
  const owner = await t.createUser({ email: 'queue.owner@example.com' })
  const { rows } = await t.db.execute<{ id: string }>(sql`insert into orders (user_id, status, payment_status,
      contact_email, subtotal_cents, shipping_cents, total_cents, shipping_address)
    select ${owner.id}, 'processing', 'paid', ${owner.email}, 1000, 0, 1000, '{}'::jsonb
    from generate_series(1, 300) returning id`)
  await t.db.execute(sql`insert into fulfilments (order_id, provider, status)
    select id::uuid, case when n % 3 = 0 then 'printify' else 'manual' end,
      (array['pending', 'failed', 'shipped', 'awaiting_production', 'delivered', 'cancelled'])[1 + n % 6]
    from (select id, row_number() over () as n from unnest(${sql.raw(
      `array[${rows.map((r) => `'${r.id}'`).join(',')}]`,
    )}::text[]) as id) ids`)
  expect(await total('status=all')).toBeGreaterThanOrEqual(300)
  await expectTotalsMatch()

  await t.db.update(fulfilments).set({ status: 'shipped' }).where(eq(fulfilments.status, 'failed'))
  await t.db.update(fulfilments).set({ provider: 'printify' }).where(eq(fulfilments.status, 'pending'))
  await expectTotalsMatch()

  await t.db.delete(orders).where(eq(orders.userId, owner.id))
  await expectTotalsMatch()
})

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { carts } from '../../db/schema/carts.ts'
import { emailMessages } from '../../db/schema/email.ts'
import { orders } from '../../db/schema/orders.ts'
import { createTestApp, type TestApp } from '../../../test/helper.ts'
import { admissionsOf, admitted, createDrop, order, seasonedUser } from '../../../test/fixtures/drops.ts'
import { orderBody } from '../../../test/orders.ts'
import { productStock, variantStock } from '../../../test/products.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
}, 60_000)
afterAll(async () => t?.close())

/**
 * Makes the database refuse the confirmation email of orders to `email` while `run` runs: the
 * confirmation is one of the writes that go out with the order's commit, before any answer is read.
 */
async function refusingConfirmationsTo<T>(email: string, run: () => Promise<T>): Promise<T> {
  await t.ctx.pool.query(`
    create or replace function refuse_confirmation() returns trigger language plpgsql as $$
    begin
      if new.template_name = 'order-confirmation' and new.to_addresses @> array['${email}'] then
        raise exception 'confirmation refused';
      end if;
      return new;
    end $$`)
  await t.ctx.pool.query(`create trigger refuse_confirmation before insert on email_messages
    for each row execute function refuse_confirmation()`)
  try {
    return await run()
  } finally {
    await t.ctx.pool.query('drop trigger refuse_confirmation on email_messages')
    await t.ctx.pool.query('drop function refuse_confirmation()')
  }
}

describe("an order's last writes", () => {
  it('commit together or not at all: a refused one leaves the stock, the cart and the drop place as they were', async () => {
    const { product, variants, drop } = await createDrop(t)
    const u = await seasonedUser(t)
    await admitted(t, u, drop.id)
    const cart = await t.request({
      method: 'PUT',
      url: '/api/cart',
      cookie: u.cookie,
      payload: { lines: orderBody(product.id).items },
    })
    expect(cart.statusCode, cart.body).toBe(200)
    const cartBefore = (await t.db.select().from(carts).where(eq(carts.userId, u.id)))[0]!
    expect(cartBefore.itemCount).toBe(1)

    const refused = await refusingConfirmationsTo(u.email.toLowerCase(), () => order(t, u, product.id))
    expect(refused.statusCode, refused.body).toBe(500)
    expect(await t.db.select().from(orders).where(eq(orders.userId, u.id))).toHaveLength(0)
    expect(await variantStock(t.db, variants[0]!.id)).toBe(10)
    expect(await productStock(t.db, product.id)).toBe(10)
    const [cartAfter] = await t.db.select().from(carts).where(eq(carts.userId, u.id))
    expect(cartAfter).toMatchObject({ cartId: cartBefore.cartId, itemCount: 1 })
    expect((await admissionsOf(t, drop.id)).map((a) => a.status)).toEqual(['active'])
    expect(await t.db.select().from(emailMessages).where(eq(emailMessages.userId, u.id))).toHaveLength(0)

    // The same order, placed again, takes all of it at once.
    const placed = await order(t, u, product.id)
    expect(placed.statusCode, placed.body).toBe(201)
    const orderId = (placed.json() as { order: { id: string } }).order.id
    expect(await variantStock(t.db, variants[0]!.id)).toBe(9)
    const [closed] = await t.db.select().from(carts).where(eq(carts.userId, u.id))
    expect(closed!.itemCount).toBe(0)
    expect(closed!.cartId).not.toBe(cartBefore.cartId)
    expect(await admissionsOf(t, drop.id)).toMatchObject([{ status: 'ordered', orderId }])
    const mail = await t.db.select().from(emailMessages).where(eq(emailMessages.userId, u.id))
    expect(mail.map((m) => m.templateName)).toEqual(['order-confirmation'])
  })
})

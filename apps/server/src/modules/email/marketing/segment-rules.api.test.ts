import {
  SEGMENT_RULE_MESSAGES as R,
  type SegmentCondition,
  type SegmentCountResponse,
  type SegmentRuleGroup,
} from '@rdo/contracts'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp, type TestUser } from '../../../../test/helper.ts'
import { createProduct } from '../../../../test/products.ts'
import { user } from '../../../db/schema/auth.ts'
import { products } from '../../../db/schema/catalog.ts'
import { communityDesigns } from '../../../db/schema/community.ts'
import { dropNotifyRequests, productDrops } from '../../../db/schema/drops.ts'
import { marketingSubscribers } from '../../../db/schema/marketing.ts'
import { orderItems, orders } from '../../../db/schema/orders.ts'
import { partnerProjects } from '../../../db/schema/partners.ts'
import { tokenBalances, walletLinks } from '../../../db/schema/wallets.ts'

let t: TestApp
let admin: TestUser
const people: Record<string, string> = {}
let tee: { id: string; categoryId: string | null }
let hat: { id: string; categoryId: string | null }
let dropId: string
const DAY = 86_400_000
const ago = (days: number) => new Date(Date.now() - days * DAY)
const address = {
  name: 'A B',
  address: '1 St',
  address2: '',
  city: 'X',
  state: 'CA',
  postal_code: '94000',
  country: 'US',
}

async function person(name: string) {
  const [u] = await t.db
    .insert(user)
    .values({ name, email: `${name}@example.com` })
    .returning()
  await t.db.insert(marketingSubscribers).values({ email: `${name}@example.com`, userId: u!.id })
  people[name] = u!.id
  return u!.id
}

async function order(userId: string, productId: string, o: Partial<typeof orders.$inferInsert> = {}) {
  const total = o.totalCents ?? 5000
  const [row] = await t.db
    .insert(orders)
    .values({
      userId,
      status: 'payment_received',
      paymentStatus: 'paid',
      subtotalCents: total,
      totalCents: total,
      shippingAddress: address,
      ...o,
    })
    .returning()
  await t.db
    .insert(orderItems)
    .values({ orderId: row!.id, productId, name: 'Line', unitPriceCents: total, quantity: 1 })
}

beforeAll(async () => {
  t = await createTestApp()
  admin = await t.createUser({ role: 'admin' })
  tee = (await createProduct(t.db, { category: 'T-Shirts' })).product
  hat = (await createProduct(t.db, { category: 'Hats' })).product
  // ann: a recent tee, 50.00 paid. bob: an old hat, 300.00 paid then 200.00 refunded.
  await order(await person('ann'), tee.id, { createdAt: ago(3) })
  await order(await person('bob'), hat.id, {
    createdAt: ago(200),
    totalCents: 30000,
    refundedCents: 20000,
    paymentStatus: 'partially_refunded',
  })
  // cat: only an abandoned checkout and a cancelled order: bought nothing.
  const cat = await person('cat')
  await order(cat, tee.id, { status: 'pending_payment', paymentStatus: 'unpaid' })
  await order(cat, tee.id, { status: 'cancelled', paymentStatus: 'failed' })
  // dan: a wallet read at 1,500 $RDO, and another whose last read failed.
  const dan = await person('dan')
  for (const [addr, balance, error] of [
    ['DanWallet1', '1500', null],
    ['DanWallet2', '9000', 'rpc down'],
  ] as const) {
    await t.db.insert(walletLinks).values({ userId: dan, address: addr, message: 'm', signature: 's' })
    await t.db.insert(tokenBalances).values({ userId: dan, walletAddress: addr, balance, error })
  }
  // eve asked to be told of a drop; fay is a partner (and a pending designer); gus an approved designer.
  const eve = await person('eve')
  const [drop] = await t.db
    .insert(productDrops)
    .values({ productId: hat.id, startsAt: ago(-1) })
    .returning()
  dropId = drop!.id
  await t.db.insert(dropNotifyRequests).values({ dropId, userId: eve })
  const fay = await person('fay')
  await t.db.insert(partnerProjects).values({
    name: 'Moon',
    tokenSymbol: 'MOON',
    websiteUrl: 'https://moon.example',
    description: 'd',
    contactName: 'F',
    contactEmail: 'fay@example.com',
    walletAddress: 'w',
    status: 'approved',
    createdBy: fay,
  })
  await t.db.insert(communityDesigns).values({ imageUrl: '/x.webp', description: 'x', createdBy: fay })
  const gus = await person('gus')
  await t.db
    .insert(communityDesigns)
    .values({ imageUrl: '/y.webp', description: 'y', createdBy: gus, status: 'approved' })
  // A subscriber without an account matches no behaviour, and an unsubscribed buyer is only counted as such.
  await t.db.insert(marketingSubscribers).values({ email: 'guest@example.com' })
  const [gone] = await t.db.insert(user).values({ name: 'Gone', email: 'gone@example.com' }).returning()
  await t.db
    .insert(marketingSubscribers)
    .values({ email: 'gone@example.com', userId: gone!.id, status: 'unsubscribed' })
  await order(gone!.id, tee.id)
})
afterAll(async () => {
  await t?.close()
})

const count = async (rules: SegmentRuleGroup, status = 'active') => {
  const res = await t.request({
    method: 'POST',
    url: '/api/admin/marketing/segments/count',
    cookie: admin.cookie,
    payload: { criteria: { rules, status } },
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as SegmentCountResponse
}
const one = (rule: SegmentCondition) => count({ op: 'and', rules: [rule] }).then((r) => r.count)

describe('behaviour segments', () => {
  it('counts each condition exactly', async () => {
    expect(await one({ type: 'bought_any' })).toBe(2)
    expect(await one({ type: 'bought_product', product_id: tee.id })).toBe(1)
    expect(await one({ type: 'bought_category', category_id: hat.categoryId! })).toBe(1)
    expect(await one({ type: 'last_order_within', days: 30 })).toBe(1)
    expect(await one({ type: 'last_order_before', days: 100 })).toBe(1)
    expect(await one({ type: 'last_order_before', days: 1 })).toBe(2)
    expect(await one({ type: 'spent_at_least', cents: 10000 })).toBe(1)
    expect(await one({ type: 'spent_at_least', cents: 10001 })).toBe(0)
    expect(await one({ type: 'spent_at_least', cents: 5000 })).toBe(2)
    expect(await one({ type: 'wallet_at_least', amount: 1000 })).toBe(1)
    expect(await one({ type: 'wallet_at_least', amount: 2000 })).toBe(0)
    expect(await one({ type: 'drop_notify' })).toBe(1)
    expect(await one({ type: 'drop_notify', drop_id: dropId })).toBe(1)
    expect(await one({ type: 'partner' })).toBe(1)
    expect(await one({ type: 'designer' })).toBe(1)
  })

  it('joins conditions with AND and OR, in nested groups', async () => {
    const any: SegmentCondition = { type: 'bought_any' }
    expect((await count({ op: 'or', rules: [any, { type: 'partner' }, { type: 'designer' }] })).count).toBe(4)
    expect((await count({ op: 'and', rules: [any, { type: 'last_order_within', days: 30 }] })).count).toBe(1)
    const nested: SegmentRuleGroup = {
      op: 'or',
      rules: [
        { op: 'and', rules: [any, { type: 'spent_at_least', cents: 8000 }] },
        { op: 'and', rules: [{ type: 'wallet_at_least', amount: 1 }, { type: 'drop_notify' }] },
        { type: 'designer' },
      ],
    }
    expect(await count(nested)).toEqual({ count: 2, sendable: 2 })
  })

  it('follows orders as they change: a refund lowers what was spent, a cancellation what was bought', async () => {
    const spent = { op: 'and' as const, rules: [{ type: 'spent_at_least' as const, cents: 5000 }] }
    expect((await count(spent)).count).toBe(2)
    await t.db
      .update(orders)
      .set({ refundedCents: 100, paymentStatus: 'partially_refunded' })
      .where(eq(orders.userId, people.ann!))
    expect((await count(spent)).count).toBe(1)
    await t.db
      .update(orders)
      .set({ refundedCents: 0, paymentStatus: 'paid' })
      .where(eq(orders.userId, people.ann!))
    expect((await count(spent)).count).toBe(2)
  })

  it('keeps status: an unsubscribed buyer is counted under its status, never as sendable', async () => {
    expect(await count({ op: 'and', rules: [{ type: 'bought_any' }] }, 'unsubscribed')).toEqual({
      count: 1,
      sendable: 2,
    })
  })

  it('refuses trees too deep or too large, and empty groups', async () => {
    const post = (rules: unknown) =>
      t.request({
        method: 'POST',
        url: '/api/admin/marketing/segments/count',
        cookie: admin.cookie,
        payload: { criteria: { rules } },
      })
    const leaf = { type: 'partner' }
    const deep = {
      op: 'and',
      rules: [{ op: 'and', rules: [{ op: 'and', rules: [{ op: 'or', rules: [leaf] }] }] }],
    }
    expect((await post(deep)).statusCode).toBe(400)
    const wide = {
      op: 'or',
      rules: Array.from({ length: 7 }, () => ({ op: 'and', rules: [leaf, leaf, leaf] })),
    }
    const res = await post(wide)
    expect(res.statusCode).toBe(400)
    expect(res.body).toContain(R.tooMany)
    expect((await post({ op: 'and', rules: [] })).statusCode).toBe(400)
    expect((await post({ op: 'and', rules: [{ type: 'bought_product', product_id: 'x' }] })).statusCode).toBe(
      400,
    )
  })

  it('sends a campaign to exactly the segment', async () => {
    const seg = await t.request({
      method: 'POST',
      url: '/api/admin/marketing/segments',
      cookie: admin.cookie,
      payload: { name: 'Buyers', criteria: { rules: { op: 'and', rules: [{ type: 'bought_any' }] } } },
    })
    expect(seg.statusCode, seg.body).toBe(201)
    expect(seg.json()).toMatchObject({ count: 2, sendable: 2 })
    expect(Object.keys(people)).toHaveLength(7)
  })

  it('follows what was bought: a cancelled order, a paid checkout, a removed line, a deleted product', async () => {
    const tees = { op: 'and' as const, rules: [{ type: 'bought_product' as const, product_id: tee.id }] }
    const teeShirts = {
      op: 'and' as const,
      rules: [{ type: 'bought_category' as const, category_id: tee.categoryId! }],
    }
    expect((await count(tees)).count).toBe(1)
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.userId, people.ann!))
    expect((await count(tees)).count).toBe(0)
    expect((await count(teeShirts)).count).toBe(0)
    await t.db.update(orders).set({ status: 'payment_received' }).where(eq(orders.userId, people.ann!))
    expect((await count(tees)).count).toBe(1)
    // cat's abandoned checkout is paid after all: its tee now counts, her cancelled one still does not.
    await t.db
      .update(orders)
      .set({ status: 'payment_received', paymentStatus: 'paid' })
      .where(and(eq(orders.userId, people.cat!), eq(orders.status, 'pending_payment')))
    expect((await count(tees)).count).toBe(2)
    // A line moved off the order takes its product with it; a deleted product leaves every segment.
    const [catOrder] = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, people.cat!), eq(orders.status, 'payment_received')))
    await t.db.delete(orderItems).where(eq(orderItems.orderId, catOrder!.id))
    expect((await count(tees)).count).toBe(1)
    await order(people.cat!, tee.id, { status: 'pending_payment', paymentStatus: 'unpaid' })
    expect((await count(tees)).count).toBe(1)
    const extra = (await createProduct(t.db, { category: 'T-Shirts' })).product
    await order(people.cat!, extra.id)
    expect((await count(teeShirts)).count).toBe(2)
    await t.db.delete(products).where(eq(products.id, extra.id))
    expect((await count(teeShirts)).count).toBe(1)
  })
})

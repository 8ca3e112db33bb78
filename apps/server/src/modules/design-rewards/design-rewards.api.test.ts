import crypto from 'node:crypto'
import { DESIGN_REWARD_MESSAGES as M, type MyRewardsResponse } from '@rdo/contracts'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { designPayouts, designRewardEntries } from '../../db/schema/design-rewards.ts'
import { orderItems } from '../../db/schema/orders.ts'
import {
  buyAndPay,
  newWallet,
  publish,
  publishBody,
  readyDesign,
  startRewardsWorld,
  stopRewardsWorld,
  type RewardsWorld,
} from '../../../test/fixtures/design-rewards.ts'
import { reverseSaleShares } from './design-ledger.ts'

let w: RewardsWorld
beforeAll(async () => {
  w = await startRewardsWorld()
  const rate = await w.t.request({
    method: 'PUT',
    url: '/api/admin/rewards/settings',
    cookie: w.admin.cookie,
    payload: { rdo_per_usd: 200 },
  })
  expect(rate.statusCode, rate.body).toBe(200)
}, 60_000)
afterAll(async () => stopRewardsWorld(w))

/** A design in production, as a $55 hoodie: its id, wallet and product. */
async function onSale(owner = w.designer) {
  const design = await readyDesign(w, owner)
  const res = await publish(w, design.id, await publishBody(w))
  expect(res.statusCode, res.body).toBe(200)
  return { ...design, productId: res.json().production.product_id as string }
}
const entriesOf = (designId: string) =>
  w.t.db.select().from(designRewardEntries).where(eq(designRewardEntries.designId, designId))
const mine = async (cookie: string) =>
  (await w.t.request({ method: 'GET', url: '/api/my-designs/rewards', cookie })).json() as MyRewardsResponse
const pay = (designId: string, asset: 'SOL' | 'RDO', signature: string) =>
  w.t.request({
    method: 'POST',
    url: `/api/admin/designs/${designId}/payouts`,
    cookie: w.admin.cookie,
    payload: { asset, signature },
  })
const refund = (orderId: string, orderItemId: string, quantity: number) =>
  w.t.request({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    cookie: w.admin.cookie,
    payload: { lines: [{ order_item_id: orderItemId, quantity, restock: false }] },
  })

describe('the designer rewards ledger', () => {
  it('accrues 5% of each paid line in $RDO at the stored rate, once, and the designer sees it pending', async () => {
    const design = await onSale()
    const order = await buyAndPay(w, design.productId, 2)
    const share = (await entriesOf(design.id)).filter((e) => e.kind === 'sale_share')
    // 5% of 2 × $55 = $5.50, at 200 $RDO per dollar.
    expect(share).toMatchObject([{ asset: 'RDO', amount: '1100.000000000', rdoPerUsd: '200.000000' }])
    const [line] = await w.t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id))
    expect(share[0]!.orderItemId).toBe(line!.id)

    const view = await mine(w.designer.cookie)
    const row = view.designs.find((d) => d.design_id === design.id)!
    expect(row.totals).toEqual([
      { asset: 'SOL', earned: '0.5', pending: '0.5', paid: '0' },
      { asset: 'RDO', earned: '1100', pending: '1100', paid: '0' },
    ])
    expect(row.product_slug).toBeTruthy()
  })

  it('a refund reverses the refunded units once, and a part refund then the rest reverse the share exactly', async () => {
    const design = await onSale()
    const order = await buyAndPay(w, design.productId, 2)
    const [line] = await w.t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id))
    const first = await refund(order.id, line!.id, 1)
    expect(first.statusCode, first.body).toBe(201)
    let reversals = (await entriesOf(design.id)).filter((e) => e.kind === 'reversal')
    expect(reversals.map((r) => r.amount)).toEqual(['-550.000000000'])
    // Recording the same refund again adds nothing.
    await w.t.db.transaction((tx) => reverseSaleShares(tx, reversals[0]!.refundId!, [line!.id]))
    expect((await entriesOf(design.id)).filter((e) => e.kind === 'reversal')).toHaveLength(1)

    const rest = await refund(order.id, line!.id, 1)
    expect(rest.statusCode, rest.body).toBe(201)
    reversals = (await entriesOf(design.id)).filter((e) => e.kind === 'reversal')
    expect(reversals.map((r) => r.amount).sort()).toEqual(['-550.000000000', '-550.000000000'])
    const again = await refund(order.id, line!.id, 1)
    expect(again.statusCode).toBeGreaterThanOrEqual(400)
    expect((await entriesOf(design.id)).filter((e) => e.kind === 'reversal')).toHaveLength(2)
    const rdo = (await mine(w.designer.cookie)).designs.find((d) => d.design_id === design.id)!.totals[1]
    expect(rdo).toEqual({ asset: 'RDO', earned: '0', pending: '0', paid: '0' })
  })

  it("a designer sees only their own ledger; the admin's ledger lists a design's entries", async () => {
    const other = await w.t.createUser({ name: 'Other Designer' })
    const design = await onSale(other)
    const view = await mine(w.designer.cookie)
    expect(view.designs.some((d) => d.design_id === design.id)).toBe(false)
    const theirs = await mine(other.cookie)
    expect(theirs.designs.map((d) => d.design_id)).toEqual([design.id])
    expect(theirs.totals[0]).toEqual({ asset: 'SOL', earned: '0.5', pending: '0.5', paid: '0' })
    const nobody = await w.t.request({ method: 'GET', url: '/api/my-designs/rewards' })
    expect(nobody.statusCode).toBe(401)
    const admin = await w.t.request({
      method: 'GET',
      url: `/api/admin/designs/${design.id}/rewards`,
      cookie: w.admin.cookie,
    })
    expect(admin.statusCode, admin.body).toBe(200)
    expect(admin.json()).toMatchObject({
      total: 1,
      wallet: design.wallet,
      items: [{ kind: 'production_bonus' }],
    })
  })
})

describe('payouts checked on chain', () => {
  it('pays the pending SOL with a confirmed transfer to the wallet, locks the entries and emails the designer', async () => {
    const design = await onSale()
    const signature = w.solana.addTransaction({ to: design.wallet, asset: 'SOL', amount: '0.5' })
    const res = await pay(design.id, 'SOL', signature)
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().payout).toMatchObject({
      asset: 'SOL',
      amount: '0.5',
      transferred: '0.5',
      wallet: design.wallet,
    })
    const [bonus] = await entriesOf(design.id)
    expect(bonus!.payoutId).toBe(res.json().payout.id)
    const row = (await mine(w.designer.cookie)).designs.find((d) => d.design_id === design.id)!
    expect(row.totals[0]).toEqual({ asset: 'SOL', earned: '0.5', pending: '0', paid: '0.5' })
    const mail = (await w.t.outbox(w.designer.email)).filter((m) => m.templateName === 'design-payout')
    expect(mail.map((m) => m.idempotencyKey)).toContain(`design-payout:${res.json().payout.id}`)

    const twice = await pay(design.id, 'SOL', signature)
    expect(twice.statusCode).toBe(409)
    expect(twice.json().error.message).toBe(M.signatureUsed)
  })

  it('refuses too small an amount, another wallet, an unconfirmed or failed transaction, each with its reason', async () => {
    const design = await onSale()
    const cases = [
      [{ to: design.wallet, amount: '0.4' }, M.tooSmall('0.4', '0.5', 'SOL')],
      [{ to: newWallet(), amount: '0.5' }, M.noTransfer(design.wallet, 'SOL')],
      [{ to: design.wallet, amount: '0.5', confirmed: false }, M.notFoundOnChain],
      [{ to: design.wallet, amount: '0.5', failed: true }, M.failedOnChain],
    ] as const
    for (const [tx, reason] of cases) {
      const res = await pay(design.id, 'SOL', w.solana.addTransaction({ asset: 'SOL', ...tx }))
      expect(res.statusCode, reason).toBe(422)
      expect(res.json().error.message).toBe(reason)
    }
    const unknown = await pay(
      design.id,
      'SOL',
      crypto
        .randomBytes(44)
        .toString('hex')
        .replace(/[0OIl]/g, '1')
        .slice(0, 88),
    )
    expect(unknown.statusCode).toBe(422)
    expect(await w.t.db.select().from(designPayouts).where(eq(designPayouts.designId, design.id))).toEqual([])
  })

  it('pays $RDO with a transfer of the mint; two payouts at once never pay an entry twice', async () => {
    const design = await onSale()
    await buyAndPay(w, design.productId, 1)
    const [a, b] = await Promise.all([
      pay(design.id, 'RDO', w.solana.addTransaction({ to: design.wallet, asset: 'RDO', amount: '550' })),
      pay(design.id, 'RDO', w.solana.addTransaction({ to: design.wallet, asset: 'RDO', amount: '550' })),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409])
    const paid = await w.t.db
      .select()
      .from(designRewardEntries)
      .where(and(eq(designRewardEntries.designId, design.id), eq(designRewardEntries.asset, 'RDO')))
    expect(paid.every((e) => e.payoutId !== null)).toBe(true)
    expect(
      await w.t.db.select().from(designPayouts).where(eq(designPayouts.designId, design.id)),
    ).toHaveLength(1)
  })
})

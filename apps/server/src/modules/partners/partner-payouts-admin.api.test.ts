import crypto from 'node:crypto'
import {
  ADMIN_PARTNER_MESSAGES as A,
  DESIGN_REWARD_MESSAGES as R,
  type PartnerLedgerEntry,
} from '@rdo/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { partnerLedger, partnerPayouts } from '../../db/schema/partners.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'
import { newWallet } from '../../../test/fixtures/design-rewards.ts'
import {
  SOLANA_STAND_IN_MINT,
  startSolanaRpcStandIn,
  type SolanaRpcStandIn,
} from '../../../test/stand-ins/solana-rpc.ts'
import {
  auditOf,
  emailsOf,
  makePartnerDesign,
  makeProject,
  noticesOf,
  paidPartnerLine,
} from '../../../test/fixtures/partners-admin.ts'

let t: TestApp
let solana: SolanaRpcStandIn
let admin: TestUser
let owner: TestUser
beforeAll(async () => {
  solana = await startSolanaRpcStandIn()
  t = await createTestApp({ env: { SOLANA_RPC_URL: solana.url, RDO_MINT: SOLANA_STAND_IN_MINT } })
  admin = await t.createUser({ role: 'admin', name: 'Ada Admin' })
  owner = await t.createUser({ name: 'Pia Partner' })
})
afterAll(async () => {
  await t?.close()
  await solana?.close()
})

const get = (url: string) => t.request({ method: 'GET', url, cookie: admin.cookie })
const WALLET = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
/** A signature no transaction has (88 base58 characters). */
const unknownSignature = () =>
  crypto
    .randomBytes(44)
    .toString('hex')
    .replace(/[0OIl]/g, '1')
    .slice(0, 88)
/** A confirmed transfer of `amount` $RDO (or of `mint`) to the project's wallet, as the stand-in answers it. */
const sent = (amount: string, extra: { to?: string; mint?: string; confirmed?: boolean } = {}) =>
  solana.addTransaction({ to: WALLET, asset: 'RDO', amount, ...extra })
const pay = (partnerId: string, body: object) =>
  t.request({
    method: 'POST',
    url: `/api/admin/partners/${partnerId}/payouts`,
    cookie: admin.cookie,
    payload: body,
  })
const payRdo = (partnerId: string, signature = unknownSignature()) =>
  pay(partnerId, { asset: 'RDO', signature })
const ledgerOf = (partnerId: string) =>
  t.db.select().from(partnerLedger).where(eq(partnerLedger.partnerId, partnerId))
const payoutsOf = (partnerId: string) =>
  t.db.select().from(partnerPayouts).where(eq(partnerPayouts.partnerId, partnerId))

/** An approved project with one approved design to sell. */
async function storeWithDesign(name = `Store ${crypto.randomBytes(3).toString('hex')}`, token?: string) {
  const project = await makeProject(t, { createdBy: owner.id, name, symbol: 'FROG', token })
  const design = await makePartnerDesign(t, project, { title: 'Frog Season' })
  return { project, design }
}

describe('ledger', () => {
  it('lists entries newest first with their order lines, and the pending balance', async () => {
    const { project, design } = await storeWithDesign()
    const first = await paidPartnerLine(t, design, { unitCents: 2999, name: 'Frog Season T-Shirt' })
    const second = await paidPartnerLine(t, design, {
      unitCents: 4999,
      quantity: 2,
      name: 'Frog Season Hoodie',
    })
    const refunded = await paidPartnerLine(t, design, {
      unitCents: 2499,
      refunded: true,
      name: 'Frog Season Hat',
    })

    const res = await get(`/api/admin/partners/${project.id}/ledger`)
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json() as { items: PartnerLedgerEntry[]; total: number; pending_cents: number }
    expect(body.total).toBe(4)
    expect(body.pending_cents).toBe(599 + 1999)
    const [latestA, latestB, middle, oldest] = body.items
    expect(new Set([latestA!.kind, latestB!.kind])).toEqual(new Set(['accrual', 'reversal']))
    expect(latestA).toMatchObject({
      order_id: refunded.order.id,
      item_name: 'Frog Season Hat',
      line_cents: 2499,
    })
    expect(middle).toEqual({
      id: second.entries[0]!.id,
      kind: 'accrual',
      amount_cents: 1999,
      status: 'accrued',
      order_id: second.order.id,
      item_name: 'Frog Season Hoodie',
      quantity: 2,
      line_cents: 9998,
      payout_id: null,
      created_at: expect.any(String),
    })
    expect(oldest).toMatchObject({ id: first.entries[0]!.id, amount_cents: 599, line_cents: 2999 })

    const paged = await get(`/api/admin/partners/${project.id}/ledger?per_page=1&page=4`)
    expect(paged.json().items.map((e: PartnerLedgerEntry) => e.id)).toEqual([first.entries[0]!.id])
    const missing = await get(`/api/admin/partners/${crypto.randomUUID()}/ledger`)
    expect(missing.statusCode).toBe(404)
  })
})

describe('payouts checked on chain', () => {
  it('refuses a payout below the minimum and writes nothing', async () => {
    const { project, design } = await storeWithDesign()
    await paidPartnerLine(t, design, { unitCents: 2999 })
    const res = await payRdo(project.id, sent('599'))
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toEqual({ code: 'BELOW_MINIMUM', message: A.payoutBelowMinimum('$50.00') })
    expect(await payoutsOf(project.id)).toHaveLength(0)
    expect((await ledgerOf(project.id)).every((e) => e.payoutId === null && e.status === 'accrued')).toBe(
      true,
    )
    expect(await noticesOf(t, owner.id, project.id)).toHaveLength(0)
    expect(await auditOf(t, project.id)).toHaveLength(0)
  })

  it('pays every pending entry once in $RDO at the Rewards rate; the next payout starts from zero', async () => {
    const { project, design } = await storeWithDesign('Payout Frogs')
    await paidPartnerLine(t, design, { unitCents: 4999, quantity: 5 })
    await paidPartnerLine(t, design, { unitCents: 2999 })
    await paidPartnerLine(t, design, { unitCents: 2999, quantity: 2, refunded: true })
    // $55.98 pending at 100 $RDO per dollar
    const signature = sent('5598')
    const res = await payRdo(project.id, signature)
    expect(res.statusCode, res.body).toBe(201)
    const payout = res.json().payout
    expect(payout).toMatchObject({
      amount_cents: 4999 + 599,
      transaction: signature,
      asset: 'RDO',
      rate: '100',
      token_amount: '5598',
    })
    expect(payout.paid_at).toEqual(expect.any(String))
    const [row] = await payoutsOf(project.id)
    expect(row).toMatchObject({
      signature,
      wallet: WALLET,
      mint: SOLANA_STAND_IN_MINT,
      transferred: '5598.000000000',
    })
    expect(row!.verified).toMatchObject({ commitment: 'confirmed', received: '5598' })

    const entries = await ledgerOf(project.id)
    expect(entries).toHaveLength(4)
    expect(entries.every((e) => e.payoutId === payout.id && e.status === 'paid')).toBe(true)
    const ledger = await get(`/api/admin/partners/${project.id}/ledger`)
    expect(ledger.json().pending_cents).toBe(0)
    const listed = await get(`/api/admin/partners/${project.id}/payouts`)
    expect(listed.statusCode, listed.body).toBe(200)
    expect(listed.json()).toMatchObject({ items: [payout], total: 1, page: 1 })
    const detail = await get(`/api/admin/partners/${project.id}`)
    expect(detail.json().stats).toMatchObject({ pending_payout_cents: 0, paid_out_cents: 5598 })

    const [notice] = await noticesOf(t, owner.id, project.id)
    expect(notice).toMatchObject({ type: 'system', link: '/partner-dashboard' })
    const [email] = await emailsOf(t, owner.email, 'partner-payout')
    expect(email?.subject).toContain('$55.98')
    expect(email?.html).toContain(signature)
    expect(email?.html).toContain('5598 $RDO')
    const audit = await auditOf(t, payout.id)
    expect(audit.map((a) => a.action)).toEqual(['partner.payout'])
    expect(audit[0]!.after).toMatchObject({
      partner_id: project.id,
      amount_cents: 5598,
      asset: 'RDO',
      signature,
      entries: 4,
    })

    const reused = await payRdo(project.id, signature)
    expect(reused.statusCode).toBe(409)
    expect(reused.json().error.code).toBe('SIGNATURE_USED')
    const again = await payRdo(project.id, sent('5598'))
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('BELOW_MINIMUM')
    const later = await paidPartnerLine(t, design, { unitCents: 4999, quantity: 6 })
    expect((await get(`/api/admin/partners/${project.id}/ledger`)).json().pending_cents).toBe(5998)
    const second = await payRdo(project.id, sent('5998'))
    expect(second.statusCode, second.body).toBe(201)
    expect(second.json().payout.amount_cents).toBe(5998)
    const [entry] = await t.db.select().from(partnerLedger).where(eq(partnerLedger.id, later.entries[0]!.id))
    expect(entry!.payoutId).toBe(second.json().payout.id)
    expect((await payoutsOf(project.id)).map((p) => p.amountCents).sort()).toEqual([5598, 5998])
  })

  it('refuses a transaction that pays too little, pays another wallet or is not confirmed, with its reason', async () => {
    const { project, design } = await storeWithDesign()
    await paidPartnerLine(t, design, { unitCents: 4999, quantity: 6 })
    const cases = [
      [sent('5997.5'), A.tooSmall('5997.5', '5998', '$RDO')],
      [sent('5998', { to: newWallet() }), A.noTransfer(WALLET, '$RDO')],
      [sent('5998', { mint: newWallet() }), A.noTransfer(WALLET, '$RDO')],
      [sent('5998', { confirmed: false }), R.notFoundOnChain],
      [unknownSignature(), R.notFoundOnChain],
    ] as const
    for (const [signature, reason] of cases) {
      const res = await payRdo(project.id, signature)
      expect(res.statusCode, reason).toBe(422)
      expect(res.json().error.message).toBe(reason)
    }
    expect(await payoutsOf(project.id)).toHaveLength(0)
    expect((await ledgerOf(project.id)).every((e) => e.payoutId === null)).toBe(true)
  })

  it("pays in the project's own token at the rate the admin gives, kept on the payout", async () => {
    const token = newWallet()
    const { project, design } = await storeWithDesign(undefined, token)
    await paidPartnerLine(t, design, { unitCents: 4999, quantity: 5 })
    await paidPartnerLine(t, design, { unitCents: 2999 })
    const noRate = await pay(project.id, { asset: 'TOKEN', signature: sent('1', { mint: token }) })
    expect(noRate.statusCode).toBe(400)
    expect(noRate.json().error.message).toContain(A.rateRequired)
    // $55.98 at 2500.5 tokens per dollar; $RDO sent instead of the project's token pays nothing
    const wrongMint = await pay(project.id, { asset: 'TOKEN', rate: 2500.5, signature: sent('139977.99') })
    expect(wrongMint.statusCode).toBe(422)
    expect(wrongMint.json().error.message).toBe(A.noTransfer(WALLET, '$FROG'))
    const short = await pay(project.id, {
      asset: 'TOKEN',
      rate: 2500.5,
      signature: sent('139977.98', { mint: token }),
    })
    expect(short.json().error.message).toBe(A.tooSmall('139977.98', '139977.99', '$FROG'))
    const res = await pay(project.id, {
      asset: 'TOKEN',
      rate: 2500.5,
      signature: sent('139977.99', { mint: token }),
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().payout).toMatchObject({
      amount_cents: 5598,
      asset: 'TOKEN',
      rate: '2500.5',
      token_amount: '139977.99',
    })
    const [row] = await payoutsOf(project.id)
    expect(row!.mint).toBe(token)
    const emails = await emailsOf(t, owner.email, 'partner-payout')
    expect(emails.some((e) => e.html?.includes('$55.98 (139977.99 $FROG)'))).toBe(true)

    const { project: tokenless, design: other } = await storeWithDesign()
    await paidPartnerLine(t, other, { unitCents: 4999, quantity: 5 })
    const none = await pay(tokenless.id, {
      asset: 'TOKEN',
      rate: 10,
      signature: sent('2500', { mint: token }),
    })
    expect(none.statusCode).toBe(409)
    expect(none.json().error).toEqual({ code: 'NO_TOKEN_ADDRESS', message: A.noTokenAddress })
  })

  it('never pays an entry twice when payouts race', async () => {
    const { project, design } = await storeWithDesign()
    for (let i = 0; i < 4; i++) await paidPartnerLine(t, design, { unitCents: 4999, quantity: 2 })
    const answers = await Promise.all(Array.from({ length: 4 }, () => payRdo(project.id, sent('7996'))))
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409])
    const payouts = await payoutsOf(project.id)
    expect(payouts).toHaveLength(1)
    expect(payouts[0]!.amountCents).toBe(4 * 1999)
    const entries = await ledgerOf(project.id)
    expect(entries.every((e) => e.payoutId === payouts[0]!.id)).toBe(true)
    expect(await noticesOf(t, owner.id, project.id)).toHaveLength(1)
  })

  it('asks for a transaction signature, and answers 404 for an unknown project', async () => {
    const { project } = await storeWithDesign()
    for (const signature of ['   ', 'sig-1234', 'O'.repeat(88)]) {
      const blank = await payRdo(project.id, signature)
      expect(blank.statusCode).toBe(400)
      expect(blank.json().error.message).toContain(A.transactionRequired)
    }
    const missing = await payRdo(crypto.randomUUID(), sent('100'))
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.message).toBe(A.notFound)
  })
})

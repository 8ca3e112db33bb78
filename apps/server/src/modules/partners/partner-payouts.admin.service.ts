import {
  ADMIN_PARTNER_MESSAGES as A,
  DESIGN_REWARD_MESSAGES as R,
  PARTNER_MIN_PAYOUT_CENTS,
  type AdminPartnerLedgerResponse,
  type adminPartnerPageQuery,
  type createPayoutBody,
} from '@rdo/contracts'
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { DbOrTx } from '../../db/client.ts'
import { orderItems } from '../../db/schema/orders.ts'
import { partnerLedger, partnerPayouts } from '../../db/schema/partners.ts'
import { pageWindow, toPage } from '../../lib/admin-list.ts'
import { writeAudit, type AuditActor } from '../../lib/audit.ts'
import { Conflict, isUniqueViolation, Unavailable } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import { checkedTransfer, fromUnits, getRewardsSettings, refused, toUnits } from '../design-rewards/index.ts'
import { toPartnerPayout } from './partner-dto.ts'
import { payoutNotice, tellPartner } from './partner-notices.ts'
import { dollars, findProject } from './partners-admin-dto.ts'

type PageQuery = z.output<typeof adminPartnerPageQuery>
type Body = z.output<typeof createPayoutBody>

const pendingOf = (partnerId: string) =>
  and(eq(partnerLedger.partnerId, partnerId), isNull(partnerLedger.payoutId))

/** A project's ledger, newest first, each entry with its order line; and the balance not yet paid out. */
export async function listLedger(
  ctx: AppContext,
  partnerId: string,
  q: PageQuery,
): Promise<AdminPartnerLedgerResponse> {
  await findProject(ctx.db, partnerId)
  const { limit, offset } = pageWindow(q)
  const [rows, [total], [pending]] = await Promise.all([
    ctx.db
      .select({
        entry: partnerLedger,
        orderId: orderItems.orderId,
        name: orderItems.name,
        quantity: orderItems.quantity,
        lineCents: sql<number>`(${orderItems.unitPriceCents} * ${orderItems.quantity})::int`,
      })
      .from(partnerLedger)
      .innerJoin(orderItems, eq(orderItems.id, partnerLedger.orderItemId))
      .where(eq(partnerLedger.partnerId, partnerId))
      .orderBy(desc(partnerLedger.createdAt), desc(partnerLedger.id))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(partnerLedger).where(eq(partnerLedger.partnerId, partnerId)),
    ctx.db
      .select({ cents: sql<number>`coalesce(sum(${partnerLedger.amountCents}), 0)::int` })
      .from(partnerLedger)
      .where(pendingOf(partnerId)),
  ])
  const items = rows.map((r) => ({
    id: r.entry.id,
    kind: r.entry.kind,
    amount_cents: r.entry.amountCents,
    status: r.entry.status,
    order_id: r.orderId,
    item_name: r.name,
    quantity: r.quantity,
    line_cents: r.lineCents,
    payout_id: r.entry.payoutId,
    created_at: r.entry.createdAt.toISOString(),
  }))
  return { ...toPage(items, total!.n, q), pending_cents: pending!.cents }
}

/** A project's payouts, newest first. */
export async function listPayouts(ctx: AppContext, partnerId: string, q: PageQuery) {
  await findProject(ctx.db, partnerId)
  const { limit, offset } = pageWindow(q)
  const where = eq(partnerPayouts.partnerId, partnerId)
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(partnerPayouts)
      .where(where)
      .orderBy(desc(partnerPayouts.createdAt), desc(partnerPayouts.id))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(partnerPayouts).where(where),
  ])
  return toPage(rows.map(toPartnerPayout), total!.n, q)
}

async function pendingCents(db: DbOrTx, partnerId: string) {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${partnerLedger.amountCents}), 0)::int` })
    .from(partnerLedger)
    .where(pendingOf(partnerId))
  return row!.cents
}

/** Dollars (in cents) as token units at `rate` tokens per dollar, rounded up: what is due is never cut. */
export function dueUnitsOf(cents: number, rate: string, decimals: number): bigint {
  return (BigInt(cents) * toUnits(rate, decimals) + 99n) / 100n
}

/**
 * Records a payout of the whole pending balance once the chain shows it. The shop holds no key: the
 * admin pays from their own wallet in $RDO (at the Rewards rate) or in the project's token (at the rate
 * they give, kept on the payout), then gives the transaction's signature. The server reads it at
 * `confirmed` through the configured RPC and accepts it only if it moved at least the pending dollars at
 * that rate into the wallet the project gave, otherwise says why. Then one transaction: the project row
 * is locked (FOR NO KEY UPDATE: new accruals still go in), so payouts of one project run one after the
 * other, and the pending entries are locked and re-summed; a second payout finds nothing left to pay.
 * Below the minimum nothing is written; a signature is recorded once (unique).
 */
export async function createPayout(ctx: AppContext, actor: AuditActor, partnerId: string, body: Body) {
  const { project } = await findProject(ctx.db, partnerId)
  if (!ctx.config.SOLANA_RPC_URL) throw new Unavailable(R.rpcNotConfigured, 'RPC_NOT_CONFIGURED')
  const mint = body.asset === 'RDO' ? ctx.config.RDO_MINT : project.tokenAddress
  if (!mint) {
    if (body.asset === 'RDO') throw new Unavailable(R.mintNotConfigured, 'MINT_NOT_CONFIGURED')
    throw new Conflict(A.noTokenAddress, 'NO_TOKEN_ADDRESS')
  }
  const symbol = body.asset === 'RDO' ? '$RDO' : `$${project.tokenSymbol}`
  const minimum = () => new Conflict(A.payoutBelowMinimum(dollars(PARTNER_MIN_PAYOUT_CENTS)), 'BELOW_MINIMUM')
  const [used] = await ctx.db
    .select({ id: partnerPayouts.id })
    .from(partnerPayouts)
    .where(eq(partnerPayouts.signature, body.signature))
  if (used) throw new Conflict(R.signatureUsed, 'SIGNATURE_USED')
  if ((await pendingCents(ctx.db, partnerId)) < PARTNER_MIN_PAYOUT_CENTS) throw minimum()
  const rate = (body.asset === 'RDO' ? (await getRewardsSettings(ctx)).rdo_per_usd : body.rate!).toFixed(9)
  const wallet = project.walletAddress

  const chain = await checkedTransfer(ctx, {
    signature: body.signature,
    wallet,
    asset: 'RDO',
    mint,
    noTransfer: A.noTransfer(wallet, symbol),
  })
  const { sent } = chain

  return ctx.db.transaction(async (tx) => {
    const { owner } = await findProject(tx, partnerId, 'no key update')
    const entries = await tx
      .select({ id: partnerLedger.id, amountCents: partnerLedger.amountCents })
      .from(partnerLedger)
      .where(pendingOf(partnerId))
      .for('update')
    const amountCents = entries.reduce((sum, e) => sum + e.amountCents, 0)
    if (amountCents < PARTNER_MIN_PAYOUT_CENTS) throw minimum()
    const dueUnits = dueUnitsOf(amountCents, rate, chain.decimals)
    const due = fromUnits(dueUnits, chain.decimals)
    if (chain.received < dueUnits) throw refused(A.tooSmall(sent, due, symbol), 'PAYOUT_TOO_SMALL')
    let payout
    try {
      ;[payout] = await tx
        .insert(partnerPayouts)
        .values({
          partnerId,
          amountCents,
          transaction: body.signature,
          signature: body.signature,
          asset: body.asset,
          mint,
          rate,
          tokenAmount: due,
          transferred: sent,
          wallet,
          verified: chain.verified,
          createdBy: actor.id,
          paidAt: sql`now()`,
        })
        .returning()
    } catch (err) {
      if (isUniqueViolation(err, 'partner_payouts_signature_idx'))
        throw new Conflict(R.signatureUsed, 'SIGNATURE_USED')
      throw err
    }
    await tx
      .update(partnerLedger)
      .set({ payoutId: payout!.id, status: 'paid' })
      .where(sql`${partnerLedger.id} = any(${sql.param(entries.map((e) => e.id))}::uuid[])`)
    await tellPartner(ctx, tx, project, owner, payoutNotice(project, payout!), {
      amount: `${dollars(amountCents)} (${due} ${symbol})`,
      transaction: body.signature,
    })
    await writeAudit(tx, actor, {
      action: 'partner.payout',
      entity: 'partner_payout',
      entityId: payout!.id,
      after: {
        partner_id: partnerId,
        amount_cents: amountCents,
        asset: body.asset,
        rate,
        token_amount: due,
        wallet,
        signature: body.signature,
        entries: entries.length,
      },
    })
    return { payout: toPartnerPayout(payout!) }
  })
}

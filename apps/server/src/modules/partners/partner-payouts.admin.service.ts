import {
  ADMIN_PARTNER_MESSAGES as A,
  PARTNER_MIN_PAYOUT_CENTS,
  type AdminPartnerLedgerResponse,
  type adminPartnerPageQuery,
} from '@rdo/contracts'
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { orderItems } from '../../db/schema/orders.ts'
import { partnerLedger, partnerPayouts } from '../../db/schema/partners.ts'
import { pageWindow, toPage } from '../../lib/admin-list.ts'
import { writeAudit, type AuditActor } from '../../lib/audit.ts'
import { Conflict } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import { toPartnerPayout } from './partner-dto.ts'
import { payoutNotice, tellPartner } from './partner-notices.ts'
import { dollars, findProject } from './partners-admin-dto.ts'

type PageQuery = z.output<typeof adminPartnerPageQuery>

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

/**
 * Records a payout of the whole pending balance, paid now with the given reference. One transaction:
 * the project row is locked (FOR NO KEY UPDATE: new accruals still go in), so payouts of one project run
 * one after the other, and the pending entries are locked too; a second payout therefore sees the first
 * one's entries already paid and finds nothing left to pay. Below the minimum nothing is written.
 */
export async function createPayout(
  ctx: AppContext,
  actor: AuditActor,
  partnerId: string,
  transaction: string,
) {
  return ctx.db.transaction(async (tx) => {
    const { project, owner } = await findProject(tx, partnerId, 'no key update')
    const entries = await tx
      .select({ id: partnerLedger.id, amountCents: partnerLedger.amountCents })
      .from(partnerLedger)
      .where(pendingOf(partnerId))
      .for('update')
    const amountCents = entries.reduce((sum, e) => sum + e.amountCents, 0)
    if (amountCents < PARTNER_MIN_PAYOUT_CENTS) {
      throw new Conflict(A.payoutBelowMinimum(dollars(PARTNER_MIN_PAYOUT_CENTS)), 'BELOW_MINIMUM')
    }
    const [payout] = await tx
      .insert(partnerPayouts)
      .values({ partnerId, amountCents, transaction, paidAt: sql`now()` })
      .returning()
    await tx
      .update(partnerLedger)
      .set({ payoutId: payout!.id, status: 'paid' })
      .where(sql`${partnerLedger.id} = any(${sql.param(entries.map((e) => e.id))}::uuid[])`)
    await tellPartner(ctx, tx, project, owner, payoutNotice(project, payout!), {
      amount: dollars(amountCents),
      transaction,
    })
    await writeAudit(tx, actor, {
      action: 'partner.payout',
      entity: 'partner_payout',
      entityId: payout!.id,
      after: {
        partner_id: partnerId,
        amount_cents: amountCents,
        transaction,
        entries: entries.length,
      },
    })
    return { payout: toPartnerPayout(payout!) }
  })
}

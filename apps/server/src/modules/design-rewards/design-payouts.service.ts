import { DESIGN_REWARD_MESSAGES as M, type RewardAsset } from '@rdo/contracts'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { communityDesigns } from '../../db/schema/community.ts'
import { designPayouts, designRewardEntries } from '../../db/schema/design-rewards.ts'
import { writeAudit, type AuditActor } from '../../lib/audit.ts'
import { Conflict, isUniqueViolation, NotFound, Unavailable } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import { checkedTransfer, fromUnits, refused, toUnits } from './chain-transfer.ts'
import { toPayout } from './design-rewards-dto.ts'

const designNotFound = () => new NotFound('Design not found', 'DESIGN_NOT_FOUND')

async function pendingDue(db: DbOrTx, designId: string, asset: RewardAsset) {
  const [row] = await db
    .select({ due: sql<string>`coalesce(sum(${designRewardEntries.amount}), 0)::text` })
    .from(designRewardEntries)
    .where(
      and(
        eq(designRewardEntries.designId, designId),
        eq(designRewardEntries.asset, asset),
        isNull(designRewardEntries.payoutId),
      ),
    )
  return row!.due
}

/**
 * Records a payout of everything the design's designer is due in `asset`, once the chain shows it: the
 * transaction is read at `confirmed` through the configured RPC and must have moved at least the amount
 * due into the wallet the designer gave (SOL, or the $RDO mint). Then, in one transaction, the design row
 * is locked (payouts of one design run one after the other), the pending entries are locked and
 * re-summed, and only entries still without a payout are tied to this one; the signature is unique, so
 * one transaction never pays twice. The designer is emailed when it commits.
 */
export async function recordPayout(
  ctx: AppContext,
  actor: AuditActor,
  designId: string,
  body: { asset: RewardAsset; signature: string },
) {
  if (!ctx.config.SOLANA_RPC_URL) throw new Unavailable(M.rpcNotConfigured, 'RPC_NOT_CONFIGURED')
  if (body.asset === 'RDO' && !ctx.config.RDO_MINT)
    throw new Unavailable(M.mintNotConfigured, 'MINT_NOT_CONFIGURED')
  const [design] = await ctx.db.select().from(communityDesigns).where(eq(communityDesigns.id, designId))
  if (!design) throw designNotFound()
  const wallet = design.metadata?.wallet_address ?? null
  if (!wallet) throw new Conflict(M.noWallet, 'NO_WALLET')
  const [used] = await ctx.db
    .select({ id: designPayouts.id })
    .from(designPayouts)
    .where(eq(designPayouts.signature, body.signature))
  if (used) throw new Conflict(M.signatureUsed, 'SIGNATURE_USED')
  if (Number(await pendingDue(ctx.db, designId, body.asset)) <= 0)
    throw new Conflict(M.nothingDue, 'NOTHING_DUE')

  const chain = await checkedTransfer(ctx, {
    signature: body.signature,
    wallet,
    asset: body.asset,
    noTransfer: M.noTransfer(wallet, body.asset),
  })
  const { sent } = chain

  const recorded = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select id from community_designs where id = ${designId} for no key update`)
    const entries = await tx
      .select({ id: designRewardEntries.id, amount: designRewardEntries.amount })
      .from(designRewardEntries)
      .where(
        and(
          eq(designRewardEntries.designId, designId),
          eq(designRewardEntries.asset, body.asset),
          isNull(designRewardEntries.payoutId),
        ),
      )
      .for('update')
    const dueUnits = entries.reduce((sum, e) => sum + toUnits(e.amount, chain.decimals), 0n)
    if (dueUnits <= 0n) throw new Conflict(M.nothingDue, 'NOTHING_DUE')
    const due = fromUnits(dueUnits, chain.decimals)
    if (chain.received < dueUnits) throw refused(M.tooSmall(sent, due, body.asset), 'PAYOUT_TOO_SMALL')
    let payout
    try {
      ;[payout] = await tx
        .insert(designPayouts)
        .values({
          designId,
          recipientId: design.createdBy,
          asset: body.asset,
          amount: due,
          wallet,
          signature: body.signature,
          transferred: sent,
          verified: chain.verified,
          createdBy: actor.id,
        })
        .returning()
    } catch (err) {
      if (isUniqueViolation(err, 'design_payouts_signature_idx'))
        throw new Conflict(M.signatureUsed, 'SIGNATURE_USED')
      throw err
    }
    const paid = await tx
      .update(designRewardEntries)
      .set({ payoutId: payout!.id })
      .where(
        and(
          sql`${designRewardEntries.id} = any(${sql.param(entries.map((e) => e.id))}::uuid[])`,
          isNull(designRewardEntries.payoutId),
        ),
      )
      .returning({ id: designRewardEntries.id })
    if (paid.length !== entries.length) throw new Conflict(M.nothingDue, 'NOTHING_DUE')
    await writeAudit(tx, actor, {
      action: 'design.payout',
      entity: 'design_payout',
      entityId: payout!.id,
      after: {
        design_id: designId,
        asset: body.asset,
        amount: due,
        wallet,
        signature: body.signature,
        entries: entries.length,
      },
    })
    await emailDesigner(ctx, tx, design, {
      amount: due,
      asset: body.asset,
      wallet,
      signature: body.signature,
      payoutId: payout!.id,
    })
    return payout!
  })
  return { payout: toPayout(recorded) }
}

async function emailDesigner(
  ctx: AppContext,
  tx: Parameters<Parameters<AppContext['db']['transaction']>[0]>[0],
  design: typeof communityDesigns.$inferSelect,
  p: { amount: string; asset: RewardAsset; wallet: string; signature: string; payoutId: string },
) {
  const [owner] = await tx
    .select({ id: user.id, email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, design.createdBy))
  if (!owner) return
  try {
    await tx.transaction(async (sp) => {
      await ctx.mailer.enqueueTemplate(
        {
          template: 'design-payout',
          to: owner.email,
          userId: owner.id,
          idempotencyKey: `design-payout:${p.payoutId}`,
          data: {
            first_name: owner.name.trim().split(/\s+/)[0] || 'there',
            design_title: design.description,
            amount: p.amount,
            asset: p.asset === 'RDO' ? '$RDO' : 'SOL',
            wallet: p.wallet,
            signature: p.signature,
            rewards_url: `${ctx.config.APP_URL}/my-designs`,
          },
        },
        sp,
      )
    })
  } catch (err) {
    ctx.log.error('Could not queue the design-payout email', {
      designId: design.id,
      err: (err as Error).message,
    })
  }
}

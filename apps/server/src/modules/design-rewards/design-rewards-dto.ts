import {
  REWARD_ASSETS,
  type DesignLedgerResponse,
  type DesignPayout,
  type MyRewardsResponse,
  type RewardAsset,
  type RewardEntry,
  type RewardTotals,
} from '@rdo/contracts'
import { count, desc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { communityDesigns } from '../../db/schema/community.ts'
import { designPayouts, designRewardEntries } from '../../db/schema/design-rewards.ts'
import { NotFound } from '../../lib/errors.ts'
import { plain } from './chain-transfer.ts'

type PayoutRow = typeof designPayouts.$inferSelect
type EntryRow = typeof designRewardEntries.$inferSelect
type Page = { page: number; per_page: number }

export const toPayout = (p: PayoutRow): DesignPayout => ({
  id: p.id,
  design_id: p.designId,
  asset: p.asset,
  amount: plain(p.amount),
  wallet: p.wallet,
  signature: p.signature,
  transferred: plain(p.transferred),
  slot: typeof p.verified.slot === 'number' ? p.verified.slot : null,
  created_at: p.createdAt.toISOString(),
})

export const toEntry = (e: EntryRow): RewardEntry => ({
  id: e.id,
  design_id: e.designId,
  kind: e.kind,
  asset: e.asset,
  amount: plain(e.amount),
  rdo_per_usd: e.rdoPerUsd === null ? null : plain(e.rdoPerUsd),
  order_item_id: e.orderItemId,
  payout_id: e.payoutId,
  created_at: e.createdAt.toISOString(),
})

type TotalsRow = { design_id: string; asset: RewardAsset; earned: string; pending: string; paid: string }

/** Earned, pending and paid per design and asset, summed from the stored entries (one grouped read). */
async function totalsBy(db: DbOrTx, where: ReturnType<typeof sql>, perDesign = true): Promise<TotalsRow[]> {
  const design = perDesign ? sql`design_id` : sql`null::uuid`
  const res = await db.execute<TotalsRow>(sql`
    select ${design} as design_id, asset,
      sum(amount)::text as earned,
      coalesce(sum(amount) filter (where payout_id is null), 0)::text as pending,
      coalesce(sum(amount) filter (where payout_id is not null), 0)::text as paid
    from design_reward_entries where ${where}
    group by 1, asset`)
  return res.rows
}

/** The three figures per asset (both assets always present, zero when nothing is recorded). */
function foldTotals(rows: Omit<TotalsRow, 'design_id'>[]): RewardTotals[] {
  return REWARD_ASSETS.map((asset) => {
    const row = rows.find((r) => r.asset === asset)
    return { asset, earned: plain(row?.earned), pending: plain(row?.pending), paid: plain(row?.paid) }
  })
}

/** The back office's view of one design's rewards: its entries (a page), totals, payouts and wallet. */
export async function designLedger(db: DbOrTx, designId: string, q: Page): Promise<DesignLedgerResponse> {
  const [design] = await db
    .select({ id: communityDesigns.id, metadata: communityDesigns.metadata })
    .from(communityDesigns)
    .where(eq(communityDesigns.id, designId))
  if (!design) throw new NotFound('Design not found', 'DESIGN_NOT_FOUND')
  const where = eq(designRewardEntries.designId, designId)
  const [rows, [total], totals, payouts] = await Promise.all([
    db
      .select()
      .from(designRewardEntries)
      .where(where)
      .orderBy(desc(designRewardEntries.createdAt), desc(designRewardEntries.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(designRewardEntries).where(where),
    totalsBy(db, sql`design_id = ${designId}`),
    db
      .select()
      .from(designPayouts)
      .where(eq(designPayouts.designId, designId))
      .orderBy(desc(designPayouts.createdAt))
      .limit(50),
  ])
  return {
    items: rows.map(toEntry),
    total: total!.n,
    page: q.page,
    per_page: q.per_page,
    totals: foldTotals(totals),
    payouts: payouts.map(toPayout),
    wallet: design.metadata?.wallet_address ?? null,
  }
}

/**
 * The signed-in designer's rewards: totals over all their designs, and a page of the designs that have
 * earned something, newest design first, each with its own totals and the product it is sold as.
 */
export async function myRewards(db: DbOrTx, userId: string, q: Page): Promise<MyRewardsResponse> {
  const earning = sql`exists (select 1 from design_reward_entries e where e.design_id = d.id and e.recipient_id = ${userId})`
  const [designs, counted, all] = await Promise.all([
    db.execute<{ id: string; title: string; slug: string | null }>(sql`
      select d.id, d.description as title, p.slug
      from community_designs d
      left join products p on p.community_design_id = d.id
      where d.created_by = ${userId} and ${earning}
      order by d.created_at desc, d.id desc
      limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`),
    db.execute<{ n: number }>(sql`
      select count(*)::int as n from community_designs d where d.created_by = ${userId} and ${earning}`),
    totalsBy(db, sql`recipient_id = ${userId}`, false),
  ])
  const ids = designs.rows.map((d) => d.id)
  const per = ids.length
    ? await totalsBy(db, sql`recipient_id = ${userId} and design_id = any(${sql.param(ids)}::uuid[])`)
    : []
  return {
    totals: foldTotals(all),
    designs: designs.rows.map((d) => ({
      design_id: d.id,
      title: d.title,
      product_slug: d.slug,
      totals: foldTotals(per.filter((r) => r.design_id === d.id)),
    })),
    page: q.page,
    per_page: q.per_page,
    total: counted.rows[0]!.n,
  }
}

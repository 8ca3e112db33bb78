import { desc, eq } from 'drizzle-orm'
import { RECENT_ACTIVITY_LIMIT, type DashboardActivity } from '@rdo/contracts'
import { communityDesigns } from '../../db/schema/community.ts'
import { orders } from '../../db/schema/orders.ts'
import { supportTickets } from '../../db/schema/support.ts'
import type { AppContext } from '../../types.ts'
import { designProduction } from '../../lib/design-production.ts'

/** The 5 newest orders, support tickets and community designs of the user (docs/accounts.md#dashboard). */
export async function getRecentActivity(ctx: AppContext, userId: string): Promise<DashboardActivity> {
  const [orderRows, ticketRows, designRows] = await Promise.all([
    ctx.db
      .select({
        id: orders.id,
        status: orders.status,
        created_at: orders.createdAt,
        total_cents: orders.totalCents,
      })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(RECENT_ACTIVITY_LIMIT),
    ctx.db
      .select({
        id: supportTickets.id,
        subject: supportTickets.subject,
        status: supportTickets.status,
        created_at: supportTickets.createdAt,
      })
      .from(supportTickets)
      .where(eq(supportTickets.userId, userId))
      .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
      .limit(RECENT_ACTIVITY_LIMIT),
    ctx.db
      .select({
        id: communityDesigns.id,
        description: communityDesigns.description,
        status: communityDesigns.status,
        created_at: communityDesigns.createdAt,
        votes: communityDesigns.votes,
        net_score: communityDesigns.netScore,
        production: designProduction,
      })
      .from(communityDesigns)
      .where(eq(communityDesigns.createdBy, userId))
      .orderBy(desc(communityDesigns.createdAt), desc(communityDesigns.id))
      .limit(RECENT_ACTIVITY_LIMIT),
  ])
  const withIso = <T extends { created_at: Date }>(rows: T[]) =>
    rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }))
  return { orders: withIso(orderRows), tickets: withIso(ticketRows), designs: withIso(designRows) }
}

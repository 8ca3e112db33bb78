import {
  MARKETING_MESSAGES as M,
  type Subscriber,
  type SubscriberListQuery,
  type SubscriberListResponse,
} from '@rdo/contracts'
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import { marketingSubscribers } from '../../../db/schema/marketing.ts'
import { isUuid } from '../../../lib/access.ts'
import { likePattern, orderBy, pageWindow, toPage } from '../../../lib/admin-list.ts'
import { writeAudit, type AuditActor } from '../../../lib/audit.ts'
import { NotFound } from '../../../lib/errors.ts'
import type { AppContext } from '../../../types.ts'

type SubscriberRow = typeof marketingSubscribers.$inferSelect

const subscriberNotFound = () => new NotFound(M.subscriberNotFound, 'SUBSCRIBER_NOT_FOUND')

function toSubscriber(s: SubscriberRow): Subscriber {
  const p = s.preferences ?? {}
  return {
    id: s.id,
    email: s.email,
    first_name: s.firstName,
    last_name: s.lastName,
    status: s.status,
    preferences: {
      newsletter: p.newsletter === true,
      promotional: p.promotional === true,
      product_updates: p.product_updates === true,
      frequency: typeof p.frequency === 'string' ? p.frequency : 'weekly',
    },
    created_at: s.createdAt.toISOString(),
  }
}

/** One page of subscribers, newest first, searched by e-mail or name and filtered by status. */
export async function listSubscribers(
  ctx: AppContext,
  q: SubscriberListQuery,
): Promise<SubscriberListResponse> {
  const filters: (SQL | undefined)[] = []
  if (q.q) {
    const term = likePattern(q.q)
    filters.push(
      or(
        ilike(marketingSubscribers.email, term),
        ilike(marketingSubscribers.firstName, term),
        ilike(marketingSubscribers.lastName, term),
        sql`(${marketingSubscribers.firstName} || ' ' || ${marketingSubscribers.lastName}) ilike ${term}`,
      ),
    )
  }
  if (q.status !== 'all') filters.push(eq(marketingSubscribers.status, q.status))
  const where = and(...filters)
  const { limit, offset } = pageWindow(q)
  const [rows, [n]] = await Promise.all([
    ctx.db
      .select()
      .from(marketingSubscribers)
      .where(where)
      .orderBy(orderBy(sql`${marketingSubscribers.createdAt}`, q.dir, sql`${marketingSubscribers.id}`))
      .limit(limit)
      .offset(offset),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(marketingSubscribers)
      .where(where),
  ])
  return toPage(rows.map(toSubscriber), n?.n ?? 0, q)
}

/**
 * Unsubscribes an active subscriber (audited). A subscriber who is not active (unsubscribed, bounced
 * or complained) already gets no marketing email and is left as is.
 */
export async function unsubscribeSubscriber(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
): Promise<{ message: string }> {
  if (!isUuid(id)) throw subscriberNotFound()
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: marketingSubscribers.status, email: marketingSubscribers.email })
      .from(marketingSubscribers)
      .where(eq(marketingSubscribers.id, id))
      .for('update')
    if (!row) throw subscriberNotFound()
    if (row.status !== 'active') return
    await tx
      .update(marketingSubscribers)
      .set({ status: 'unsubscribed', updatedAt: sql`now()` })
      .where(eq(marketingSubscribers.id, id))
    await writeAudit(tx, actor, {
      action: 'subscriber.unsubscribe',
      entity: 'marketing_subscribers',
      entityId: id,
      before: { email: row.email, status: row.status },
      after: { status: 'unsubscribed' },
    })
  })
  return { message: M.subscriberUnsubscribed }
}

import { and, eq, sql } from 'drizzle-orm'
import type { contactBody } from '@rdo/contracts'
import type { z } from 'zod'
import { orders } from '../../db/schema/orders.ts'
import { supportMessages, supportTickets } from '../../db/schema/support.ts'
import type { Db, Tx } from '../../db/client.ts'
import type { AppContext, SessionUser } from '../../types.ts'

type ContactInput = z.output<typeof contactBody> & { user: SessionUser | null }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const SHORT_ID = /^#?[0-9a-f]{8}$/i

/**
 * The order a signed-in customer refers to, by full id or by the 8-character id the order list shows;
 * null unless it is one of their own orders (an anonymous sender cannot attach any order).
 */
async function resolveOwnOrder(db: Db, userId: string | undefined, reference: string | undefined) {
  if (!userId || !reference) return null
  const ref = reference.trim().toLowerCase()
  if (UUID.test(ref)) {
    const [row] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, ref), eq(orders.userId, userId)))
    return row?.id ?? null
  }
  if (SHORT_ID.test(ref)) {
    const rows = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, userId), sql`${orders.id}::text like ${`${ref.replace('#', '')}%`}`))
      .limit(2)
    return rows.length === 1 ? rows[0]!.id : null
  }
  return null
}

/**
 * The contact form (docs/support.md#contact-form): a ticket (open, medium), its first message and the
 * email to staff in one transaction. The email is best effort: queued under a savepoint, so a failure
 * is logged and the customer's message still stands, while a crash never leaves one without the other.
 */
export async function submitContactForm(ctx: AppContext, input: ContactInput): Promise<{ ticketId: string }> {
  const orderId = await resolveOwnOrder(ctx.db, input.user?.id, input.order_id)
  const ticketId = await ctx.db.transaction(async (tx) => {
    const [ticket] = await tx
      .insert(supportTickets)
      .values({
        userId: input.user?.id ?? null,
        contactName: input.name,
        contactEmail: input.email,
        subject: input.subject,
        message: input.message,
        priority: 'medium',
        status: 'open',
        source: 'contact',
        orderId,
      })
      .returning({ id: supportTickets.id })
    await tx.insert(supportMessages).values({
      ticketId: ticket!.id,
      userId: input.user?.id ?? null,
      message: input.message,
      isStaff: false,
    })
    await notifyStaff(ctx, tx, ticket!.id, input, orderId)
    return ticket!.id
  })
  return { ticketId }
}

async function notifyStaff(
  ctx: AppContext,
  tx: Tx,
  ticketId: string,
  input: ContactInput,
  orderId: string | null,
) {
  try {
    await tx.transaction(async (sp) => {
      await ctx.mailer.enqueueTemplate(
        {
          template: 'support-ticket-staff',
          to: ctx.config.STAFF_EMAIL,
          idempotencyKey: `support-ticket-staff:${ticketId}`,
          data: {
            ticket_id: ticketId,
            subject: input.subject,
            priority: 'medium',
            name: input.name,
            email: input.email,
            message: input.message,
            order_id: orderId ?? (input.order_id ? `${input.order_id} (not matched to an order)` : ''),
          },
        },
        sp,
      )
    })
  } catch (err) {
    ctx.log.error('Staff notification for a contact message failed', {
      ticketId,
      err: (err as Error).message,
    })
  }
}

import { count, desc, eq, sql } from 'drizzle-orm'
import {
  uuidSchema,
  type AdminSupportTicket,
  type TicketStatus,
  type adminTicketListQuery,
} from '@rdo/contracts'
import type { z } from 'zod'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { notifications } from '../../db/schema/notifications.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { supportTickets } from '../../db/schema/support.ts'
import type { AppContext, SessionUser } from '../../types.ts'
import { toTicketDto, type TicketRow } from './support-dto.ts'
import { answerWithAssistant, insertMessage, listTicketMessages, ticketNotFound } from './support.service.ts'

type ListQuery = z.output<typeof adminTicketListQuery>

async function findTicket(db: DbOrTx, ticketId: string) {
  if (!uuidSchema.safeParse(ticketId).success) throw ticketNotFound()
  const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, ticketId))
  if (!row) throw ticketNotFound()
  return row
}

/** All tickets (support and contact form), newest first, optionally by status. */
export async function listAllTickets(ctx: AppContext, q: ListQuery) {
  const where = q.status ? eq(supportTickets.status, q.status) : undefined
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ ticket: supportTickets, email: user.email, fullName: profiles.fullName })
      .from(supportTickets)
      .leftJoin(user, eq(user.id, supportTickets.userId))
      .leftJoin(profiles, eq(profiles.id, supportTickets.userId))
      .where(where)
      .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
      .limit(q.limit)
      .offset(q.offset),
    ctx.db.select({ n: count() }).from(supportTickets).where(where),
  ])
  const items: AdminSupportTicket[] = rows.map(({ ticket, email, fullName }) => ({
    ...toTicketDto(ticket),
    source: ticket.source,
    user: ticket.userId && email ? { id: ticket.userId, email, full_name: fullName } : null,
    contact_name: ticket.contactName,
    contact_email: ticket.contactEmail,
  }))
  return { items, total: total!.n }
}

export async function listMessagesForStaff(ctx: AppContext, ticketId: string) {
  await findTicket(ctx.db, ticketId)
  return listTicketMessages(ctx.db, ticketId)
}

/**
 * A staff reply: the message (is_staff), the ticket moves to in_progress, and the owner gets a
 * support_reply notification; both inserts reach the owner live through the database triggers.
 * A contact-form ticket without an account is answered by email instead.
 */
export async function replyAsStaff(ctx: AppContext, staff: SessionUser, ticketId: string, message: string) {
  return ctx.db.transaction(async (tx) => {
    const ticket = await findTicket(tx, ticketId)
    const saved = await insertMessage(tx, { ticketId, userId: staff.id, message, isStaff: true })
    await tx
      .update(supportTickets)
      .set({ status: 'in_progress', updatedAt: sql`now()` })
      .where(eq(supportTickets.id, ticketId))
    if (ticket.userId) {
      await tx.insert(notifications).values({
        userId: ticket.userId,
        type: 'support_reply',
        title: 'New reply to your support ticket',
        message: `Our support team replied to "${ticket.subject.slice(0, 120)}".`,
        link: `/support?ticket=${ticket.id}`,
        data: { ticket_id: ticket.id, message_id: saved.id },
      })
    }
    if (!ticket.userId && ticket.contactEmail) await emailContactReply(ctx, tx, ticket, saved.id, message)
    return saved
  })
}

/** In the reply's transaction under a savepoint: queued iff the reply commits, never failing it. */
async function emailContactReply(
  ctx: AppContext,
  tx: Tx,
  ticket: TicketRow,
  messageId: string,
  message: string,
) {
  try {
    await tx.transaction(async (sp) => {
      await ctx.mailer.enqueueTemplate(
        {
          template: 'support-reply',
          to: ticket.contactEmail!,
          idempotencyKey: `support-reply:${messageId}`,
          data: { name: ticket.contactName ?? '', subject: ticket.subject, message },
        },
        sp,
      )
    })
  } catch (err) {
    ctx.log.error('Emailing a support reply failed', { ticketId: ticket.id, err: (err as Error).message })
  }
}

export async function setTicketStatus(ctx: AppContext, ticketId: string, status: TicketStatus) {
  await findTicket(ctx.db, ticketId)
  const [row] = await ctx.db
    .update(supportTickets)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(supportTickets.id, ticketId))
    .returning()
  return toTicketDto(row!)
}

export async function askAssistantForStaff(ctx: AppContext, ticketId: string, question?: string) {
  return answerWithAssistant(ctx, await findTicket(ctx.db, ticketId), question)
}

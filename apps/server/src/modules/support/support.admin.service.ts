import { and, count, eq, ilike, or, sql } from 'drizzle-orm'
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
import { likePattern, orderBy, pageWindow, toPage } from '../../lib/admin-list.ts'
import { writeAudit, type AuditActor } from '../../lib/audit.ts'
import type { AppContext, SessionUser } from '../../types.ts'
import { toTicketDto, type TicketRow } from './support-dto.ts'
import {
  answerWithAssistant,
  draftAssistantAnswer,
  insertMessage,
  listTicketMessages,
  ticketNotFound,
} from './support.service.ts'

type ListQuery = z.output<typeof adminTicketListQuery>

async function findTicket(db: DbOrTx, ticketId: string, lock = false) {
  if (!uuidSchema.safeParse(ticketId).success) throw ticketNotFound()
  const query = db.select().from(supportTickets).where(eq(supportTickets.id, ticketId))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw ticketNotFound()
  return row
}

const SORT_COLUMNS = {
  created_at: supportTickets.createdAt,
  updated_at: supportTickets.updatedAt,
  priority: supportTickets.priority,
} as const

/**
 * All tickets (support page and contact form), one page at a time, filtered by status and priority and
 * searched by subject and the customer's or contact's email and name.
 */
export async function listAllTickets(ctx: AppContext, q: ListQuery) {
  const term = q.q ? likePattern(q.q) : null
  const where = and(
    q.status ? eq(supportTickets.status, q.status) : undefined,
    q.priority ? eq(supportTickets.priority, q.priority) : undefined,
    term
      ? or(
          ilike(supportTickets.subject, term),
          ilike(supportTickets.contactEmail, term),
          ilike(supportTickets.contactName, term),
          ilike(user.email, term),
          ilike(profiles.fullName, term),
        )
      : undefined,
  )
  const { limit, offset } = pageWindow(q)
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ ticket: supportTickets, email: user.email, fullName: profiles.fullName })
      .from(supportTickets)
      .leftJoin(user, eq(user.id, supportTickets.userId))
      .leftJoin(profiles, eq(profiles.id, supportTickets.userId))
      .where(where)
      .orderBy(orderBy(sql`${SORT_COLUMNS[q.sort]}`, q.dir, sql`${supportTickets.id}`))
      .limit(limit)
      .offset(offset),
    ctx.db
      .select({ n: count() })
      .from(supportTickets)
      .leftJoin(user, eq(user.id, supportTickets.userId))
      .leftJoin(profiles, eq(profiles.id, supportTickets.userId))
      .where(where),
  ])
  const items: AdminSupportTicket[] = rows.map(({ ticket, email, fullName }) => ({
    ...toTicketDto(ticket),
    source: ticket.source,
    user: ticket.userId && email ? { id: ticket.userId, email, full_name: fullName } : null,
    contact_name: ticket.contactName,
    contact_email: ticket.contactEmail,
  }))
  return toPage(items, total!.n, q)
}

export async function listMessagesForStaff(ctx: AppContext, ticketId: string) {
  await findTicket(ctx.db, ticketId)
  return listTicketMessages(ctx.db, ticketId)
}

/**
 * A staff reply: the message (is_staff), the ticket moves to in_progress, and the owner gets a
 * support_reply notification; both inserts reach the owner live through the database triggers.
 * A contact-form ticket without an account is answered by email instead. One audit entry, in the
 * same transaction.
 */
export async function replyAsStaff(
  ctx: AppContext,
  staff: SessionUser,
  actor: AuditActor,
  ticketId: string,
  message: string,
) {
  return ctx.db.transaction(async (tx) => {
    const ticket = await findTicket(tx, ticketId, true)
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
    await writeAudit(tx, actor, {
      action: 'support_ticket.reply',
      entity: 'support_ticket',
      entityId: ticket.id,
      before: { status: ticket.status },
      after: { status: 'in_progress', message_id: saved.id, message },
    })
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

/** Sets a ticket's status; the change and its audit entry commit together. */
export async function setTicketStatus(
  ctx: AppContext,
  actor: AuditActor,
  ticketId: string,
  status: TicketStatus,
) {
  return ctx.db.transaction(async (tx) => {
    const before = await findTicket(tx, ticketId, true)
    const [row] = await tx
      .update(supportTickets)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(supportTickets.id, ticketId))
      .returning()
    await writeAudit(tx, actor, {
      action: 'support_ticket.status_change',
      entity: 'support_ticket',
      entityId: ticketId,
      before: { status: before.status },
      after: { status },
    })
    return toTicketDto(row!)
  })
}

/** The assistant's answer as text for staff to edit and send; nothing is saved. */
export async function draftAssistantReply(ctx: AppContext, ticketId: string, question?: string) {
  return { message: await draftAssistantAnswer(ctx, await findTicket(ctx.db, ticketId), question) }
}

/** The assistant's answer posted on the ticket as a staff message, recorded like a staff reply. */
export async function askAssistantForStaff(
  ctx: AppContext,
  actor: AuditActor,
  ticketId: string,
  question?: string,
) {
  const ticket = await findTicket(ctx.db, ticketId)
  return answerWithAssistant(ctx, ticket, question, (tx, saved) =>
    writeAudit(tx, actor, {
      action: 'support_ticket.reply',
      entity: 'support_ticket',
      entityId: ticket.id,
      before: null,
      after: { message_id: saved.id, message: saved.message, by: 'assistant' },
    }),
  )
}

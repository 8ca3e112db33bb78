import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { SUPPORT_MESSAGES, uuidSchema, type createTicketBody, type SupportMessage } from '@rdo/contracts'
import type { z } from 'zod'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { orders } from '../../db/schema/orders.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { supportMessages, supportTickets } from '../../db/schema/support.ts'
import { AppError, Invalid, NotFound } from '../../lib/errors.ts'
import type { AppContext, SessionUser } from '../../types.ts'
import { getAssistantProvider, type OrderFacts } from './assistant/assistant.ts'
import { classifyQuestion } from './assistant/classify.ts'
import { toMessageDto, toTicketDto, type TicketRow } from './support-dto.ts'

type CreateTicketInput = z.output<typeof createTicketBody>

const isUuid = (id: string) => uuidSchema.safeParse(id).success
export const ticketNotFound = () => new NotFound(SUPPORT_MESSAGES.ticketNotFound, 'TICKET_NOT_FOUND')

/** The caller's ticket, or 404 (another user's ticket does not exist for them). */
export async function findOwnTicket(db: DbOrTx, userId: string, ticketId: string) {
  if (!isUuid(ticketId)) throw ticketNotFound()
  const [row] = await db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, ticketId), eq(supportTickets.userId, userId)))
  if (!row) throw ticketNotFound()
  return row
}

export async function listOwnTickets(ctx: AppContext, userId: string) {
  const rows = await ctx.db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(200)
  return rows.map(toTicketDto)
}

/** The caller's orders for the ticket form's order picker. */
export async function listOrderOptions(ctx: AppContext, userId: string) {
  const rows = await ctx.db
    .select({
      id: orders.id,
      status: orders.status,
      total_cents: orders.totalCents,
      created_at: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(50)
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }))
}

/** The ticket (status open) and its first message, in one transaction; staff are emailed (docs/support.md#tickets). */
export async function createTicket(ctx: AppContext, user: SessionUser, input: CreateTicketInput) {
  if (input.order_id) {
    const owned =
      isUuid(input.order_id) &&
      (await ctx.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, input.order_id), eq(orders.userId, user.id)))
        .then((r) => r.length > 0))
    if (!owned) throw new Invalid(SUPPORT_MESSAGES.orderNotFound, 'ORDER_NOT_FOUND')
  }
  const ticket = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportTickets)
      .values({
        userId: user.id,
        subject: input.subject,
        message: input.message,
        priority: input.priority,
        orderId: input.order_id,
        status: 'open',
        source: 'support',
      })
      .returning()
    await tx
      .insert(supportMessages)
      .values({ ticketId: row!.id, userId: user.id, message: input.message, isStaff: false })
    await notifyStaff(ctx, tx, user, row!)
    return row!
  })
  return toTicketDto(ticket)
}

/** In the ticket's transaction under a savepoint: queued iff the ticket commits, never failing it. */
async function notifyStaff(ctx: AppContext, tx: Tx, user: SessionUser, ticket: TicketRow) {
  try {
    await tx.transaction(async (sp) => {
      await ctx.mailer.enqueueTemplate(
        {
          template: 'support-ticket-staff',
          to: ctx.config.STAFF_EMAIL,
          idempotencyKey: `support-ticket-staff:${ticket.id}`,
          data: {
            ticket_id: ticket.id,
            subject: ticket.subject,
            priority: ticket.priority,
            name: user.name,
            email: user.email,
            message: ticket.message,
            order_id: ticket.orderId ?? '',
          },
        },
        sp,
      )
    })
  } catch (err) {
    ctx.log.error('Staff email for a new support ticket failed', {
      ticketId: ticket.id,
      err: (err as Error).message,
    })
  }
}

export async function listTicketMessages(db: DbOrTx, ticketId: string) {
  const rows = await db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.ticketId, ticketId))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id))
  return rows.map(toMessageDto)
}

/** Adds a message to a ticket and touches the ticket; the insert trigger pushes it to the owner live. */
export async function insertMessage(
  db: DbOrTx,
  v: { ticketId: string; userId: string | null; message: string; isStaff: boolean },
) {
  const [row] = await db.insert(supportMessages).values(v).returning()
  await db
    .update(supportTickets)
    .set({ updatedAt: sql`now()` })
    .where(eq(supportTickets.id, v.ticketId))
  return toMessageDto(row!)
}

export async function replyAsCustomer(ctx: AppContext, userId: string, ticketId: string, message: string) {
  await findOwnTicket(ctx.db, userId, ticketId)
  return ctx.db.transaction((tx) => insertMessage(tx, { ticketId, userId, message, isStaff: false }))
}

async function orderFacts(db: DbOrTx, ticket: TicketRow): Promise<OrderFacts | null> {
  if (!ticket.orderId || !ticket.userId) return null
  const [o] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, ticket.orderId), eq(orders.userId, ticket.userId)))
  if (!o) return null
  return {
    id: o.id,
    status: o.status,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
    paidAt: o.paidAt,
    totalCents: o.totalCents,
    shippingService: o.shippingRate ? `${o.shippingRate.carrier} ${o.shippingRate.service}`.trim() : null,
    estimatedDelivery: o.shippingRate?.delivery_date || null,
  }
}

/**
 * The assistant's answer to a ticket (the given question, else the customer's latest message), not
 * saved. Provider failure → 502 'Failed to get AI response'.
 */
export async function draftAssistantAnswer(ctx: AppContext, ticket: TicketRow, question?: string) {
  const history = await listTicketMessages(ctx.db, ticket.id)
  const lastCustomer = history.filter((m) => !m.is_staff).at(-1)?.message
  const q = question?.trim() || lastCustomer || ticket.message
  const [owner] = ticket.userId
    ? await ctx.db
        .select({ fullName: profiles.fullName })
        .from(profiles)
        .where(eq(profiles.id, ticket.userId))
    : []
  try {
    return await getAssistantProvider(ctx.config).answer({
      question: q,
      topic: classifyQuestion(`${ticket.subject}\n${q}`),
      subject: ticket.subject,
      customerName: owner?.fullName ?? ticket.contactName ?? null,
      order: await orderFacts(ctx.db, ticket),
      history: history.map((m) => ({ message: m.message, isStaff: m.is_staff })),
    })
  } catch (err) {
    ctx.log.warn('Support assistant failed', { ticketId: ticket.id, err: (err as Error).message })
    throw new AppError(502, 'AI_FAILED', SUPPORT_MESSAGES.aiFailed)
  }
}

/**
 * Asks the assistant about a ticket and saves its answer as a staff message; `onSaved` runs in the
 * same transaction (the back office records its audit entry there).
 */
export async function answerWithAssistant(
  ctx: AppContext,
  ticket: TicketRow,
  question?: string,
  onSaved?: (tx: Tx, message: SupportMessage) => Promise<void>,
) {
  const answer = await draftAssistantAnswer(ctx, ticket, question)
  try {
    return await ctx.db.transaction(async (tx) => {
      const saved = await insertMessage(tx, {
        ticketId: ticket.id,
        userId: null,
        message: answer,
        isStaff: true,
      })
      await onSaved?.(tx, saved)
      return saved
    })
  } catch (err) {
    ctx.log.error('Saving the assistant answer failed', { ticketId: ticket.id, err: (err as Error).message })
    throw new AppError(500, 'AI_SAVE_FAILED', SUPPORT_MESSAGES.aiSaveFailed)
  }
}

export async function askAssistant(ctx: AppContext, userId: string, ticketId: string, question?: string) {
  return answerWithAssistant(ctx, await findOwnTicket(ctx.db, userId, ticketId), question)
}

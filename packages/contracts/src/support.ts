import { z } from 'zod'
import { adminListQuery, adminPageOf } from './admin.ts'
import { text } from './common.ts'

/** Support texts, shown by the web app and answered by the server (docs/support.md). */
export const SUPPORT_MESSAGES = {
  loadTicketsFailed: 'Failed to load support tickets',
  loadMessagesFailed: 'Failed to load messages',
  created: 'Support ticket created successfully',
  createFailed: 'Failed to create ticket',
  replyFailed: 'Failed to send reply',
  aiGenerated: 'AI response generated',
  aiFailed: 'Failed to get AI response',
  aiSaveFailed: 'Failed to save AI response',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  replyRequired: 'Please enter a message',
  ticketNotFound: 'Ticket not found',
  orderNotFound: 'Order not found',
  statusUpdated: 'Ticket status updated',
} as const

/** Human support hours and reply time, quoted by pages and the assistant (docs/support.md#tickets). */
export const SUPPORT_HOURS = 'Mon-Fri 9am-5pm ET'
export const SUPPORT_REPLY_TIME = 'within 24-48 hours'

/** Ticket states; the database enums are built from these lists. */
export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const
export const TICKET_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const
/** Where a ticket came from: the signed-in support page or the public contact form. */
export const TICKET_SOURCES = ['support', 'contact'] as const

export const ticketPrioritySchema = z.enum(TICKET_PRIORITIES)
export type TicketPriority = z.infer<typeof ticketPrioritySchema>
export const ticketStatusSchema = z.enum(TICKET_STATUSES)
export type TicketStatus = z.infer<typeof ticketStatusSchema>

/** Server-sent event carrying one new message of one of the user's tickets (a supportMessage). */
export const SUPPORT_MESSAGE_EVENT = 'support_message'

/**
 * POST /api/support/tickets → 201 ticket. Creates the ticket (status open) and its first message.
 * `order_id` '' or null means none; otherwise it must be one of the caller's orders (400 'Order not found').
 */
export const createTicketBody = z.object({
  subject: text({ error: SUPPORT_MESSAGES.subjectRequired })
    .trim()
    .min(1, SUPPORT_MESSAGES.subjectRequired)
    .max(200),
  message: text({ error: SUPPORT_MESSAGES.messageRequired })
    .trim()
    .min(1, SUPPORT_MESSAGES.messageRequired)
    .max(5000),
  priority: ticketPrioritySchema.default('medium'),
  order_id: text()
    .trim()
    .max(64)
    .nullable()
    .optional()
    .transform((v) => v || null),
})
export type CreateTicketBody = z.input<typeof createTicketBody>

/** POST /api/support/tickets/:id/messages and POST /api/admin/support/tickets/:id/reply. */
export const supportReplyBody = z.object({
  message: text({ error: SUPPORT_MESSAGES.replyRequired })
    .trim()
    .min(1, SUPPORT_MESSAGES.replyRequired)
    .max(5000),
})
export type SupportReplyBody = z.infer<typeof supportReplyBody>

/** POST /api/support/tickets/:id/assistant: the question; defaults to the customer's latest message. */
export const assistantBody = z.object({ message: text().trim().max(5000).optional() }).nullish()

export const supportTicketSchema = z.object({
  id: z.string(),
  subject: z.string(),
  message: z.string(),
  priority: ticketPrioritySchema,
  status: ticketStatusSchema,
  order_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type SupportTicket = z.infer<typeof supportTicketSchema>

export const supportMessageSchema = z.object({
  id: z.string(),
  ticket_id: z.string(),
  message: z.string(),
  is_staff: z.boolean(),
  created_at: z.string(),
})
export type SupportMessage = z.infer<typeof supportMessageSchema>

/** GET /api/support/tickets: the caller's tickets, newest first. */
export const ticketListResponse = z.object({ items: z.array(supportTicketSchema) })
export type TicketListResponse = z.infer<typeof ticketListResponse>

/** GET /api/support/tickets/:id/messages: oldest first. */
export const messageListResponse = z.object({ items: z.array(supportMessageSchema) })
export type MessageListResponse = z.infer<typeof messageListResponse>

/** GET /api/support/order-options: the caller's orders for the ticket form's order picker, newest first. */
export const supportOrderOptionSchema = z.object({
  id: z.string(),
  status: z.string(),
  total_cents: z.number().int(),
  created_at: z.string(),
})
export const supportOrderOptionsResponse = z.object({ items: z.array(supportOrderOptionSchema) })
export type SupportOrderOption = z.infer<typeof supportOrderOptionSchema>

// ---- Admin (/api/admin/support) -----------------------------------------------------------------

/** Texts of the back office's support inbox. */
export const ADMIN_SUPPORT_MESSAGES = {
  noTicketSelected: 'No ticket selected',
  replySent: 'Reply sent successfully',
  replyFailed: 'Failed to send reply',
  loadMessagesFailed: 'Failed to load messages',
  loadTicketsFailed: 'Failed to load support tickets',
  statusUpdated: 'Ticket status updated',
  statusFailed: 'Failed to update ticket status',
  draftInserted: 'Assistant draft inserted: edit it, then send',
  draftFailed: 'Failed to get AI response',
} as const

export const ADMIN_TICKET_SORTS = ['created_at', 'updated_at', 'priority'] as const

/**
 * GET /api/admin/support/tickets: every ticket (support page and contact form), newest first by default;
 * `q` searches the subject and the customer's or contact's email and name.
 */
export const adminTicketListQuery = adminListQuery.extend({
  sort: z.enum(ADMIN_TICKET_SORTS).default('created_at'),
  status: ticketStatusSchema.optional(),
  priority: ticketPrioritySchema.optional(),
})
export type AdminTicketListQuery = z.input<typeof adminTicketListQuery>

export const adminSupportTicketSchema = supportTicketSchema.extend({
  source: z.enum(TICKET_SOURCES),
  user: z.object({ id: z.string(), email: z.string(), full_name: z.string().nullable() }).nullable(),
  contact_name: z.string().nullable(),
  contact_email: z.string().nullable(),
})
export type AdminSupportTicket = z.infer<typeof adminSupportTicketSchema>

export const adminTicketListResponse = adminPageOf(adminSupportTicketSchema)
export type AdminTicketListResponse = z.infer<typeof adminTicketListResponse>

export const adminTicketUpdateBody = z.object({ status: ticketStatusSchema })
export type AdminTicketUpdateBody = z.infer<typeof adminTicketUpdateBody>

/**
 * POST /api/admin/support/tickets/:id/assistant. With `draft: true` the answer comes back as text for
 * the staff member to edit and send (200 `{ message }`); without it the answer is posted as a staff
 * message (201 message).
 */
export const adminAssistantBody = z
  .object({ message: text().trim().max(5000).optional(), draft: z.boolean().optional() })
  .nullish()
export const assistantDraftResponse = z.object({ message: z.string() })
export type AssistantDraftResponse = z.infer<typeof assistantDraftResponse>

import type { SupportMessage, SupportTicket } from '@rdo/contracts'
import type { supportMessages, supportTickets } from '../../db/schema/support.ts'

export type TicketRow = typeof supportTickets.$inferSelect
export type MessageRow = typeof supportMessages.$inferSelect

export const toTicketDto = (t: TicketRow): SupportTicket => ({
  id: t.id,
  subject: t.subject,
  message: t.message,
  priority: t.priority,
  status: t.status,
  order_id: t.orderId,
  created_at: t.createdAt.toISOString(),
  updated_at: t.updatedAt.toISOString(),
})

/** The same shape the database trigger publishes as the `support_message` event. */
export const toMessageDto = (m: MessageRow): SupportMessage => ({
  id: m.id,
  ticket_id: m.ticketId,
  message: m.message,
  is_staff: m.isStaff,
  created_at: m.createdAt.toISOString(),
})

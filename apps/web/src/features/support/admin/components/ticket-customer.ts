import type { AdminSupportTicket } from '@rdo/contracts'

/** Who wrote the ticket: the customer's account, else the contact form's name and email. */
export function ticketCustomer(ticket: AdminSupportTicket): { name: string | null; email: string | null } {
  if (ticket.user) return { name: ticket.user.full_name || null, email: ticket.user.email }
  return { name: ticket.contact_name || null, email: ticket.contact_email || null }
}

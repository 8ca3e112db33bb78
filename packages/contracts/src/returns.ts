import { z } from 'zod'
import { adminListQuery, adminPageOf } from './admin.ts'
import { text } from './common.ts'

/** A return's states, oldest to newest; the database column takes the same values. */
export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'received'] as const
export const returnStatusSchema = z.enum(RETURN_STATUSES)
export type ReturnStatus = z.infer<typeof returnStatusSchema>

/** How the customer's order page and the back office name each state. */
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Return requested',
  approved: 'Return approved',
  rejected: 'Return rejected',
  received: 'Returned',
}

export const DEFAULT_RETURN_WINDOW_DAYS = 30

/** A day as the messages write it: "Jan 5, 2027" (UTC). */
export const returnDay = (value: string | Date) =>
  new Date(value).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })

export const RETURN_MESSAGES = {
  notDelivered: 'Returns are only possible for delivered orders',
  windowClosed: (day: string) => `The return window for this order closed on ${day}`,
  nothingSelected: 'Choose at least one item to return',
  lineNotInOrder: 'An item to return is not part of this order',
  quantityTooHigh: (name: string, left: number) =>
    left === 0 ? `${name} cannot be returned any more` : `Only ${left} of ${name} can be returned`,
  reasonLength: 'Please tell us why in 3 to 1000 characters',
  messageRequired: 'Please write a message for the customer',
  notFound: 'Return not found',
  notRequested: (label: string) => `This return is no longer waiting for a decision (${label})`,
  notApproved: 'Only an approved return can be marked received',
  requested: 'Return requested. We will email you once we have looked at it.',
  requestFailed: 'Failed to request the return',
  approved: 'Return approved; the customer was emailed the instructions',
  rejected: 'Return rejected; the customer was emailed the message',
  received: 'Return received and refunded',
  actionFailed: 'Failed to update the return',
  settingsSaved: 'Returns settings saved',
  windowRange: 'The return window is 1 to 365 days',
  defaultInstructions:
    'Pack the items in their original packaging with your order number inside and send them to: RDO Shop Returns, 1 Market St, San Francisco, CA 94105, US. We refund you once they arrive.',
} as const

/** POST /api/orders/:id/returns (the order's owner, not while impersonated) → 201 the return. */
export const returnLineInput = z.object({
  order_item_id: z.uuid(),
  quantity: z.number().int().min(1).max(1000),
})
export const returnRequestBody = z.object({
  lines: z
    .array(returnLineInput)
    .min(1, RETURN_MESSAGES.nothingSelected)
    .max(50, RETURN_MESSAGES.nothingSelected),
  reason: text({ error: RETURN_MESSAGES.reasonLength })
    .trim()
    .min(3, RETURN_MESSAGES.reasonLength)
    .max(1000, RETURN_MESSAGES.reasonLength),
})
export type ReturnRequestBody = z.infer<typeof returnRequestBody>

export const returnLineSchema = z.object({
  order_item_id: z.string(),
  name: z.string(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  quantity: z.number().int(),
})

export const returnSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  status: returnStatusSchema,
  reason: z.string(),
  /** The instructions (approved) or the reason given (rejected), as emailed to the customer. */
  admin_message: z.string().nullable(),
  lines: z.array(returnLineSchema),
  /** What the received return refunded. */
  refunded_cents: z.number().int(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  received_at: z.string().nullable(),
})
export type OrderReturn = z.infer<typeof returnSchema>

/** A line of a delivered order and how many of its units may still be asked back. */
export const returnableLineSchema = z.object({
  order_item_id: z.string(),
  name: z.string(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  returnable_quantity: z.number().int(),
})

/** GET /api/orders/:id/returns: the order's returns and whether (and what) it may return now. */
export const orderReturnsResponse = z.object({
  returns: z.array(returnSchema),
  /** Why no return can be asked now (not delivered, window closed), or null when one can. */
  refusal: z.string().nullable(),
  /** The last moment a return can be asked; null until the order is delivered. */
  window_closes_at: z.string().nullable(),
  lines: z.array(returnableLineSchema),
})
export type OrderReturnsResponse = z.infer<typeof orderReturnsResponse>

/** In the back office: the return with its customer. */
export const adminReturnSchema = returnSchema.extend({
  customer_email: z.string().nullable(),
})
export type AdminReturn = z.infer<typeof adminReturnSchema>

/** GET /api/admin/returns: newest first, optionally one status. */
export const adminReturnListQuery = adminListQuery.extend({
  sort: z.enum(['created_at']).default('created_at'),
  status: returnStatusSchema.optional(),
})
export type AdminReturnListQuery = z.infer<typeof adminReturnListQuery>
export const adminReturnListResponse = adminPageOf(adminReturnSchema)
export type AdminReturnListResponse = z.infer<typeof adminReturnListResponse>

const adminMessage = text({ error: RETURN_MESSAGES.messageRequired })
  .trim()
  .min(1, RETURN_MESSAGES.messageRequired)
  .max(2000)

/** POST /api/admin/returns/:id/approve: the return instructions, emailed to the customer. */
export const approveReturnBody = z.object({ message: adminMessage })
/** POST /api/admin/returns/:id/reject: why, emailed to the customer. */
export const rejectReturnBody = z.object({ message: adminMessage })
/**
 * POST /api/admin/returns/:id/receive: refunds the returned units; restock puts them back (default).
 * `shipping` refunds the shipping too; left out, it is refunded when the return brings back every unit
 * of the order not yet refunded (the order then ends fully refunded).
 */
export const receiveReturnBody = z.object({
  restock: z.boolean().default(true),
  shipping: z.boolean().optional(),
})
export type ReceiveReturnBody = z.input<typeof receiveReturnBody>

/** site_settings 'returns'; GET/PUT /api/admin/returns/settings. */
export const returnsSettingsSchema = z.object({
  window_days: z
    .number({ error: RETURN_MESSAGES.windowRange })
    .int(RETURN_MESSAGES.windowRange)
    .min(1, RETURN_MESSAGES.windowRange)
    .max(365, RETURN_MESSAGES.windowRange),
})
export type ReturnsSettings = z.infer<typeof returnsSettingsSchema>

/** GET /api/returns-policy (public): what the /returns page states. */
export const returnsPolicySchema = returnsSettingsSchema
export type ReturnsPolicy = ReturnsSettings

import { z } from 'zod'
import { text } from './common.ts'
import { paymentStatusSchema } from './orders.ts'
import { adminReturnSchema } from './returns.ts'
import { formatCents } from './money.ts'

/** Money in refund messages, as everywhere in the shop ("$12.34"). */
export const moneyText = formatCents

export const REFUND_MESSAGES = {
  tooMuch: (leftCents: number) => `The refund is more than the ${moneyText(leftCents)} left to refund`,
  nothingSelected: 'Choose at least one item, the shipping or an amount to refund',
  notPaid: 'Only a paid order can be refunded',
  fullyRefunded: 'This order is already fully refunded',
  lineNotInOrder: 'An item to refund is not part of this order',
  quantityTooHigh: (name: string, left: number) =>
    left === 0 ? `${name} is already fully refunded` : `Only ${left} of ${name} can still be refunded`,
  shippingRefunded: 'The shipping was already refunded',
  keyReused: 'This Idempotency-Key was already used for another refund. Send a new key for a new refund.',
  created: 'Refund issued',
  failed: 'Failed to issue the refund',
  noteAdded: 'Note added',
  noteFailed: 'Failed to add the note',
  noteLength: 'A note is 1 to 2000 characters',
} as const

/**
 * What one unit of a line gives back: the line's price less its discount, plus its tax, spread over
 * its units. The rounding remainder goes to the line's last unit, so refunding every unit returns the
 * line exactly. `already` units were refunded before; `count` more are refunded now.
 */
export function lineRefundCents(
  line: { unit_price_cents: number; quantity: number; discount_cents: number; tax_cents: number },
  already: number,
  count: number,
): number {
  const value = line.unit_price_cents * line.quantity - line.discount_cents + line.tax_cents
  const unit = Math.floor(value / line.quantity)
  return already + count >= line.quantity ? value - unit * already : unit * count
}

/**
 * POST /api/admin/orders/:id/refunds → 201 the refund. Lines with their quantities (restock puts them
 * back on the shelves), the shipping (with its tax, less its discount), and/or a custom amount. An
 * optional `Idempotency-Key` header makes a retry answer with the refund already made (200).
 */
export const refundLineInput = z.object({
  order_item_id: z.uuid(),
  quantity: z.number().int().min(1).max(1000),
  restock: z.boolean().default(false),
})
export const refundBody = z.object({
  lines: z.array(refundLineInput).max(100).default([]),
  shipping: z.boolean().default(false),
  custom_cents: z.number().int().min(0).max(100_000_000).optional(),
  reason: text().trim().max(500).optional(),
})
export type RefundBody = z.input<typeof refundBody>

export const refundLineSchema = z.object({
  order_item_id: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  amount_cents: z.number().int(),
  restock: z.boolean(),
})

export const refundSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  return_id: z.string().nullable(),
  amount_cents: z.number().int(),
  shipping_cents: z.number().int(),
  custom_cents: z.number().int(),
  reason: z.string().nullable(),
  provider: z.string().nullable(),
  provider_refund_id: z.string().nullable(),
  status: z.string(),
  /** The admin's email, or 'System'. */
  by: z.string(),
  created_at: z.string(),
  lines: z.array(refundLineSchema),
})
export type Refund = z.infer<typeof refundSchema>

/** POST /api/admin/orders/:id/notes → 201 the note. Staff only; never sent to the customer. */
export const orderNoteBody = z.object({
  body: text({ error: REFUND_MESSAGES.noteLength })
    .trim()
    .min(1, REFUND_MESSAGES.noteLength)
    .max(2000, REFUND_MESSAGES.noteLength),
})
export type OrderNoteBody = z.infer<typeof orderNoteBody>

export const orderNoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  /** The author's email, or null once their account is gone. */
  author: z.string().nullable(),
  created_at: z.string(),
})
export type OrderNote = z.infer<typeof orderNoteSchema>

/** A line as the refund dialog sees it: what is left of it and what it is worth. */
export const refundableLineSchema = z.object({
  order_item_id: z.string(),
  name: z.string(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  unit_price_cents: z.number().int(),
  quantity: z.number().int(),
  discount_cents: z.number().int(),
  tax_cents: z.number().int(),
  refunded_quantity: z.number().int(),
  /** Units that may still be refunded (quantity less refunded). */
  refundable_quantity: z.number().int(),
  /** What one more unit gives back (the last unit carries the rounding remainder). */
  unit_refund_cents: z.number().int(),
  /** What the units left give back together. */
  refundable_cents: z.number().int(),
})
export type RefundableLine = z.infer<typeof refundableLineSchema>

/** GET /api/admin/orders/:id/money: the refund dialog's figures, the refunds, notes and returns. */
export const adminOrderMoneySchema = z.object({
  order_id: z.string(),
  payment_status: paymentStatusSchema,
  total_cents: z.number().int(),
  refunded_cents: z.number().int(),
  /** total_cents − refunded_cents. */
  refundable_cents: z.number().int(),
  /** Whether a refund can be made now (the order is paid and something is left). */
  can_refund: z.boolean(),
  lines: z.array(refundableLineSchema),
  /** The shipping with its tax, less its discount; 0 when free. */
  shipping_cents: z.number().int(),
  shipping_refunded: z.boolean(),
  /** Newest first. */
  refunds: z.array(refundSchema),
  notes: z.array(orderNoteSchema),
  returns: z.array(adminReturnSchema),
})
export type AdminOrderMoney = z.infer<typeof adminOrderMoneySchema>

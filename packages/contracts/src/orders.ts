import { z } from 'zod'
import { emailSchema, text } from './common.ts'
import { checkoutAddressSchema } from './address.ts'
import { lineStateSchema, shipmentSchema } from './fulfilment.ts'
import { DISCOUNT_MESSAGES } from './checkout-messages.ts'
import { SHIPPING_MESSAGES, shippingRateSchema } from './shipping.ts'
import { ORDER_MESSAGES } from './storefront-messages.ts'

// The texts live in the zod-free module so shop pages can import them without the schemas.
export { ORDER_MESSAGES }

/** Conflict messages naming the product and size (409 on order creation). */
export const stockMessage = {
  outOfStock: (name: string, size: string | null) =>
    size ? `${name} in size ${size} is out of stock` : `${name} is out of stock`,
  onlyLeft: (left: number, name: string, size: string | null) =>
    size ? `Only ${left} left of ${name} in size ${size}` : `Only ${left} left of ${name}`,
  sizeUnavailable: (name: string, size: string) => `${name} is not available in size ${size}`,
  sizeRequired: (name: string) => `Please select a size for ${name}`,
  colorUnavailable: (name: string, color: string) => `${name} is not available in ${color}`,
  colorRequired: (name: string) => `Please select a colour for ${name}`,
}

export const MAX_LINE_QUANTITY = 10
/** Units of one product (all its sizes and colours together) in one order. */
export const MAX_UNITS_PER_PRODUCT = 10
/** Orders one customer may hold awaiting payment at a time (each reserves stock). */
export const MAX_UNPAID_ORDERS = 3
/** Orders one account may place per minute. */
export const ORDER_CREATE_RATE_LIMIT = 10

/** Answers of the order limits (hoarding a drop's stock) and of a replayed or reused idempotency key. */
export const ORDER_LIMIT_MESSAGES = {
  perProduct: (name: string) =>
    `You can order at most ${MAX_UNITS_PER_PRODUCT} of ${name} in one order (all sizes and colours together)`,
  tooManyUnpaid: `You already have ${MAX_UNPAID_ORDERS} orders awaiting payment. Pay or cancel one of them before placing another.`,
  keyReused: 'This Idempotency-Key was already used for a different order. Send a new key for a new order.',
  keyInvalid: 'Idempotency-Key must be 8 to 128 visible characters (a UUID is best)',
} as const
export const ORDER_EXPIRY_MINUTES = 30
export const PAYMENT_SIMULATION_MS = 2000
export const PAYMENT_REDIRECT_MS = 3000
/** The cart page's flat shipping estimate (checkout uses the chosen carrier rate instead). */
export const CART_FLAT_SHIPPING_CENTS = 1000

/** Order and payment states; the database enums are built from these lists. */
export const ORDER_STATUSES = [
  'pending_payment',
  'payment_received',
  'processing',
  'preparing',
  'partially_shipped',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'partially_refunded', 'refunded', 'failed'] as const

export const orderStatusSchema = z.enum(ORDER_STATUSES)
export type OrderStatus = z.infer<typeof orderStatusSchema>
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES)
export type PaymentStatus = z.infer<typeof paymentStatusSchema>

/** One cart line. Any price the client sends is ignored: prices come from the database. */
export const orderLineInput = z.object({
  product_id: z.uuid(),
  /** Required when the product has sizes; null/omitted for products without variants. */
  size: text().trim().max(20).nullish(),
  /** Colour name as listed on the product; required when the product has colours. */
  color: text().trim().max(60).nullish(),
  quantity: z
    .number({ error: ORDER_MESSAGES.quantityRange })
    .int(ORDER_MESSAGES.quantityRange)
    .min(1, ORDER_MESSAGES.quantityRange)
    .max(MAX_LINE_QUANTITY, ORDER_MESSAGES.quantityRange),
})
export type OrderLineInput = z.input<typeof orderLineInput>

/**
 * A discount code as typed: any case (codes match case-insensitively), surrounding spaces dropped. An
 * empty field means no code.
 */
export const discountCodeInput = text()
  .trim()
  .max(64, DISCOUNT_MESSAGES.invalid)
  .transform((code) => code || undefined)

/** Who computed an order's tax: the shop's rates, or Stripe Tax at payment (STRIPE_TAX). */
export const TAX_SOURCES = ['shop', 'stripe'] as const
export const taxSourceSchema = z.enum(TAX_SOURCES)
export type TaxSource = z.infer<typeof taxSourceSchema>

/**
 * POST /api/orders (signed in) → 201 { order }. Errors: 400 with the field's message; 400 'Please select
 * a shipping method' (missing or not offered for this address); 409 naming product and size when stock
 * is short ('Only 2 left of X in size M', 'X in size M is out of stock'); 409 with a DISCOUNT_MESSAGES
 * text when `discount_code` is refused (nothing is written). `email` is checked but the order uses the
 * account's email (the form locks it to that anyway). Prices, discount and tax come from the server.
 */
export const createOrderBody = z.object({
  items: z.array(orderLineInput).min(1, ORDER_MESSAGES.cartEmpty).max(50),
  shipping_address: checkoutAddressSchema,
  email: emailSchema,
  shipping_rate_id: text({ error: SHIPPING_MESSAGES.selectMethod })
    .trim()
    .min(1, SHIPPING_MESSAGES.selectMethod)
    .max(100),
  discount_code: discountCodeInput.optional(),
})
export type CreateOrderBody = z.input<typeof createOrderBody>

/**
 * POST /api/orders accepts an `Idempotency-Key` header: one key per checkout attempt, sent again on
 * every retry of it. The first request places the order (201); a request with a key already used for
 * the same cart answers with that order (200) instead of placing another; the same key with a
 * different cart is 409 IDEMPOTENCY_KEY_REUSED.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key'
export const idempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{8,128}$/, ORDER_LIMIT_MESSAGES.keyInvalid)
// Loose: the other request headers (cookie, origin…) pass through untouched.
export const createOrderHeaders = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional(),
})

export const orderAddressSchema = z.object({
  name: z.string(),
  address: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country: z.string(),
})
/** The address an order ships to, as the order keeps it: the names joined into `name`. */
export type OrderAddress = z.infer<typeof orderAddressSchema>

export const orderItemSchema = z.object({
  id: z.string(),
  product_id: z.string().nullable(),
  /** For the link to /products/{slug}; null when the product was removed. */
  product_slug: z.string().nullable(),
  name: z.string(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  image_url: z.string().nullable(),
  unit_price_cents: z.number().int(),
  quantity: z.number().int(),
  /** The line's share of the order's discount (unit price × quantity − this is what it costs). */
  discount_cents: z.number().int(),
  /** The tax rate applied to the line, in percent (7.25); 0 when untaxed or taxed by Stripe. */
  tax_rate_percent: z.number(),
  /** Tax on the line's discounted amount. */
  tax_cents: z.number().int(),
  /** Units of the line refunded so far. */
  refunded_quantity: z.number().int(),
  /** Where the line is once paid (Processing, In production, Shipped, Delivered); null before. */
  fulfilment_state: lineStateSchema.nullable(),
  /** The parcel it went out in (one of the order's `shipments`). */
  shipment_id: z.string().nullable(),
})
export type OrderItem = z.infer<typeof orderItemSchema>

export const orderShippingRateSchema = shippingRateSchema.pick({
  id: true,
  carrier: true,
  service: true,
  rate_cents: true,
  delivery_days: true,
  delivery_date: true,
})
export type OrderShippingRate = z.infer<typeof orderShippingRateSchema>

export const orderSchema = z.object({
  id: z.string(),
  status: orderStatusSchema,
  payment_status: paymentStatusSchema,
  contact_email: z.string().nullable(),
  subtotal_cents: z.number().int(),
  shipping_cents: z.number().int(),
  /** The code the order was placed with (as the customer saw it), or null. */
  discount_code: z.string().nullable(),
  /** Everything taken off: the lines' discounts plus `shipping_discount_cents`. */
  discount_cents: z.number().int(),
  shipping_discount_cents: z.number().int(),
  /** All tax: the lines' tax plus `shipping_tax_cents`. */
  tax_cents: z.number().int(),
  shipping_tax_cents: z.number().int(),
  tax_source: taxSourceSchema,
  /** subtotal − discount + shipping + tax. */
  total_cents: z.number().int(),
  /** Given back so far (partial or full refunds). */
  refunded_cents: z.number().int(),
  shipping_address: orderAddressSchema,
  shipping_rate: orderShippingRateSchema.nullable(),
  items: z.array(orderItemSchema),
  /** Parcels sent, with their carrier, tracking number and link. */
  shipments: z.array(shipmentSchema),
  created_at: z.string(),
  /** When an unpaid order is cancelled and its stock released; null once paid. */
  expires_at: z.string().nullable(),
  paid_at: z.string().nullable(),
})
export type Order = z.infer<typeof orderSchema>

export const orderResponse = z.object({ order: orderSchema })
export type OrderResponse = z.infer<typeof orderResponse>

/** GET /api/orders?limit&offset — the caller's orders, newest first, with items. */
export const orderListResponse = z.object({ items: z.array(orderSchema), total: z.number().int() })
export type OrderListResponse = z.infer<typeof orderListResponse>

/*
 * GET /api/orders/:id — own order, else 404 'Order not found'.
 * POST /api/orders/:id/cancel — own pending_payment order → cancelled, stock released → { order }.
 */

/**
 * POST /api/orders/:id/pay — owner only, from pending_payment and before expires_at.
 * provider 'simulated': the server waits 2 s and answers with the paid order (status processing).
 * provider 'stripe': answers at once with the URL of a Stripe Checkout page for this order; the order
 * becomes paid when Stripe's webhook arrives (poll GET /api/orders/:id or listen for the order_status
 * notification). With neither configured: 503 PAYMENT_NOT_CONFIGURED.
 */
export const payOrderResponse = z.object({
  provider: z.enum(['simulated', 'stripe']),
  order: orderSchema,
  checkout_url: z.string().nullable(),
})
export type PayOrderResponse = z.infer<typeof payOrderResponse>

/**
 * GET /api/payments/options — how this shop takes payment, so the payment page can say so before the
 * customer clicks: a Stripe Checkout page, the simulation (no card charged), or not at all.
 */
export const paymentOptionsResponse = z.object({ mode: z.enum(['stripe', 'simulated', 'unavailable']) })
export type PaymentOptionsResponse = z.infer<typeof paymentOptionsResponse>

import crypto from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { PgInsertValue } from 'drizzle-orm/pg-core'
import { normalisePostalCode, type createOrderBody, type ShippingRate } from '@rdo/contracts'
import type { z } from 'zod'
import type { orders } from '../../db/schema/orders.ts'
import type { SessionUser } from '../../types.ts'
import { rateShown, type ResolvedLine } from './checkout-pricing.ts'
import type { OrderItemRow } from './order-dto.ts'
import type { OrderEmailFacts } from './order-emails.ts'
import type { Pricing } from './order-pricing.ts'

// What a new order writes: its row and its lines, made in the app so that the order's insert carries
// both (createOrder) and its answer is built without reading them back.

/**
 * The order's lines as stored, with their ids made here and every column the database would default
 * set to that default. Distinct timestamps keep the cart's line order when the items are read back.
 */
export function newOrderLines(orderId: string, lines: ResolvedLine[], pricing: Pricing): OrderItemRow[] {
  const base = Date.now()
  return lines.map((l, i) => ({
    id: crypto.randomUUID(),
    orderId,
    productId: l.product.id,
    variantId: l.variant?.id ?? null,
    // A partner store product: the line carries its design and type for the partner's ledger.
    partnerDesignId: l.product.partnerDesignId,
    productType: l.product.partnerProductType,
    name: l.product.name,
    size: l.variant?.size ?? null,
    color: l.color?.name ?? null,
    imageUrl: l.imageUrl,
    unitPriceCents: l.product.priceCents,
    quantity: l.quantity,
    discountCents: pricing.lines[i]!.discountCents,
    taxRatePpm: pricing.lines[i]!.taxRatePpm,
    taxCents: pricing.lines[i]!.taxCents,
    refundedQuantity: 0,
    fulfilmentId: null,
    fulfilmentState: 'processing',
    shipmentId: null,
    providerProductId: null,
    providerVariantId: null,
    providerSku: null,
    createdAt: new Date(base + i),
  }))
}

/** The order's row: awaiting payment for 30 minutes, its money as priced, address and rate as chosen. */
export function newOrderValues({
  orderId,
  user,
  address: a,
  priced: { pricing, taxSource, rate, code },
  idempotencyKey,
  hash,
}: {
  orderId: string
  user: SessionUser
  address: z.output<typeof createOrderBody>['shipping_address']
  priced: {
    pricing: Pricing
    taxSource: 'shop' | 'stripe'
    rate: ShippingRate
    code: { id: string; code: string } | null
  }
  idempotencyKey: string | null
  hash: string | null
}) {
  return {
    id: orderId,
    userId: user.id,
    contactEmail: user.email,
    subtotalCents: pricing.subtotalCents,
    shippingCents: pricing.shippingCents,
    discountCodeId: code?.id ?? null,
    discountCode: code?.code ?? null,
    discountCents: pricing.discountCents,
    shippingDiscountCents: pricing.shippingDiscountCents,
    taxCents: pricing.taxCents,
    shippingTaxCents: pricing.shippingTaxCents,
    taxSource,
    totalCents: pricing.totalCents,
    shippingAddress: {
      name: `${a.first_name} ${a.last_name}`,
      address: a.address,
      address2: a.address2,
      city: a.city,
      state: a.state.toUpperCase(),
      postal_code: normalisePostalCode(a.country, a.postal_code),
      country: a.country,
    },
    shippingRate: rateShown(rate),
    idempotencyKey,
    requestHash: hash,
    expiresAt: sql`now() + interval '30 minutes'`,
  } satisfies PgInsertValue<typeof orders>
}

/**
 * What the confirmation of a new order shows, from the values its insert writes: the email is recorded
 * in the same round trip as the insert, before its row comes back.
 */
export function newOrderEmailFacts(
  values: ReturnType<typeof newOrderValues>,
  lines: OrderItemRow[],
): OrderEmailFacts {
  return {
    id: values.id,
    subtotal_cents: values.subtotalCents,
    discount_code: values.discountCode,
    discount_cents: values.discountCents,
    shipping_cents: values.shippingCents,
    tax_cents: values.taxCents,
    total_cents: values.totalCents,
    shipping_address: values.shippingAddress,
    items: lines.map((l) => ({
      name: l.name,
      size: l.size,
      color: l.color,
      quantity: l.quantity,
      unit_price_cents: l.unitPriceCents,
      discount_cents: l.discountCents,
      tax_cents: l.taxCents,
    })),
  }
}

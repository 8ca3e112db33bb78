import { z } from 'zod'
import { text } from './common.ts'
import { pageOf } from './page.ts'

/**
 * Fulfilment: who makes and ships each order line (the print provider or the shop's own stock), the
 * shipments with their tracking, and the back office's queue. Rules: docs/fulfilment.md.
 */

/** Who fulfils a product: Printify (linked to a Printify product) or the shop's own stock. */
export const FULFILMENT_PROVIDERS = ['manual', 'printify'] as const
export const fulfilmentProviderSchema = z.enum(FULFILMENT_PROVIDERS)
export type FulfilmentProvider = z.infer<typeof fulfilmentProviderSchema>
export const FULFILMENT_PROVIDER_LABELS: Record<FulfilmentProvider, string> = {
  manual: 'Shop stock',
  printify: 'Printify',
}

/**
 * One provider's part of an order. Printify: pending (job queued) → submitting → awaiting_production
 * (created at Printify, waiting for "Send to production") → in_production → shipped → delivered;
 * failed when Printify refused it or stayed unreachable (Retry puts it back to pending); cancelled when
 * Printify cancelled it. Manual: pending → shipped → delivered.
 */
export const FULFILMENT_STATUSES = [
  'pending',
  'submitting',
  'awaiting_production',
  'in_production',
  'partially_shipped',
  'shipped',
  'delivered',
  'failed',
  'cancelled',
] as const
export const fulfilmentStatusSchema = z.enum(FULFILMENT_STATUSES)
export type FulfilmentStatus = z.infer<typeof fulfilmentStatusSchema>
export const FULFILMENT_STATUS_LABELS: Record<FulfilmentStatus, string> = {
  pending: 'Waiting',
  submitting: 'Submitting',
  awaiting_production: 'Awaiting production',
  in_production: 'In production',
  partially_shipped: 'Partially shipped',
  shipped: 'Shipped',
  delivered: 'Delivered',
  failed: 'Failed',
  cancelled: 'Cancelled',
}
/** The queue's default view: what still needs the provider or staff. */
export const OPEN_FULFILMENT_STATUSES: readonly FulfilmentStatus[] = [
  'pending',
  'submitting',
  'awaiting_production',
  'in_production',
  'partially_shipped',
  'failed',
  'cancelled',
]

/** Where one order line is, as the customer reads it. */
export const LINE_STATES = ['processing', 'in_production', 'shipped', 'delivered'] as const
export const lineStateSchema = z.enum(LINE_STATES)
export type LineState = z.infer<typeof lineStateSchema>
export const LINE_STATE_LABELS: Record<LineState, string> = {
  processing: 'Processing',
  in_production: 'In production',
  shipped: 'Shipped',
  delivered: 'Delivered',
}

/** Carriers the shop builds a tracking link for; any other carrier name is accepted as written. */
export const KNOWN_CARRIERS = ['USPS', 'UPS', 'FedEx', 'DHL', 'Canada Post'] as const
const TRACKING_PAGES: Record<string, (n: string) => string> = {
  usps: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  ups: (n) => `https://www.ups.com/track?tracknum=${n}`,
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  dhl: (n) => `https://www.dhl.com/en/express/tracking.html?AWB=${n}`,
  'canada post': (n) => `https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=${n}`,
  canadapost: (n) => `https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=${n}`,
}
/** The carrier's own tracking page for a number, or null for a carrier the shop does not know. */
export function carrierTrackingUrl(carrier: string, trackingNumber: string): string | null {
  const page = TRACKING_PAGES[carrier.trim().toLowerCase()]
  return page ? page(encodeURIComponent(trackingNumber.trim())) : null
}

export const FULFILMENT_MESSAGES = {
  notFound: 'Fulfilment not found',
  loadFailed: 'Failed to load the fulfilment queue',
  retried: 'Submission queued again',
  notFailed: 'Only a failed submission can be retried',
  sentToProduction: 'Sent to production',
  notAwaitingProduction: 'This order is not waiting to be sent to production',
  shipped: 'Marked as shipped',
  delivered: 'Marked as delivered',
  nothingToShip: 'These lines have nothing left to ship',
  nothingToDeliver: 'These lines have not shipped yet',
  notManual: 'Only lines fulfilled from shop stock are shipped by hand; Printify reports its own shipments',
  linesNotInOrder: 'These lines are not part of this order',
  settingsSaved: 'Fulfilment settings saved',
  webhookRegistered: 'Printify webhooks registered',
  webhookUrlMissing:
    'The shop does not know its public address: set APP_URL (or PRINTIFY_WEBHOOK_URL) so Printify can reach it',
  invalidSignature: 'Invalid webhook signature',
  linked: 'Product linked to Printify',
  unlinked: 'Product is now fulfilled from shop stock',
  linkNoVariants: 'This Printify product has no enabled variants matching the product’s sizes and colours',
  outOfStockAtProvider: (lines: string) => `Out of stock at Printify: ${lines}`,
  notLinked: (lines: string) => `Not linked to a Printify variant: ${lines}`,
} as const

// --- Customer view -----------------------------------------------------------------------------

export const shipmentSchema = z.object({
  id: z.string(),
  carrier: z.string(),
  tracking_number: z.string(),
  /** The carrier's page for this number (given by the provider, or built for a known carrier). */
  tracking_url: z.string().nullable(),
  shipped_at: z.string(),
  delivered_at: z.string().nullable(),
  /** The order lines (order item ids) in this parcel. */
  item_ids: z.array(z.string()),
})
export type Shipment = z.infer<typeof shipmentSchema>

// --- Back office -------------------------------------------------------------------------------

export const fulfilmentSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  provider: fulfilmentProviderSchema,
  status: fulfilmentStatusSchema,
  /** Printify's order id once created. */
  provider_order_id: z.string().nullable(),
  attempts: z.number().int(),
  /** The provider's reason for the last failure. */
  last_error: z.string().nullable(),
  item_ids: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Fulfilment = z.infer<typeof fulfilmentSchema>

export const fulfilmentQueueQuery = z.object({
  provider: fulfilmentProviderSchema.optional(),
  /** 'open' (default): everything not shipped, delivered or done; or one status. */
  status: z.union([z.literal('open'), z.literal('all'), fulfilmentStatusSchema]).default('open'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
})
export type FulfilmentQueueQuery = z.input<typeof fulfilmentQueueQuery>

export const fulfilmentQueueRow = fulfilmentSchema.omit({ item_ids: true }).extend({
  order_number: z.string(),
  customer_email: z.string().nullable(),
  item_count: z.number().int(),
  paid_at: z.string().nullable(),
})
export type FulfilmentQueueRow = z.infer<typeof fulfilmentQueueRow>
export const fulfilmentQueueResponse = pageOf(fulfilmentQueueRow)
export type FulfilmentQueueResponse = z.infer<typeof fulfilmentQueueResponse>

export const orderFulfilmentResponse = z.object({
  fulfilments: z.array(fulfilmentSchema),
  shipments: z.array(shipmentSchema),
  lines: z.array(
    z.object({
      item_id: z.string(),
      provider: fulfilmentProviderSchema,
      state: lineStateSchema,
      provider_sku: z.string().nullable(),
    }),
  ),
})
export type OrderFulfilmentResponse = z.infer<typeof orderFulfilmentResponse>

const carrierField = text().trim().min(1, 'Carrier is required').max(60)
const trackingField = text()
  .trim()
  .min(1, 'Tracking number is required')
  .max(60)
  .regex(/^[A-Za-z0-9 -]+$/, 'Tracking number may hold letters, digits, spaces and hyphens only')

/** Ship manual lines: all the order's unshipped manual lines, or the ones named. */
export const shipLinesBody = z.object({
  item_ids: z.array(z.uuid()).min(1).max(50).optional(),
  carrier: carrierField,
  tracking_number: trackingField,
  tracking_url: z
    .url({ protocol: /^https?$/, error: 'Tracking link must be an http(s) address' })
    .max(500)
    .optional(),
})
export type ShipLinesBody = z.input<typeof shipLinesBody>

export const deliverLinesBody = z.object({ item_ids: z.array(z.uuid()).min(1).max(50).optional() })
export type DeliverLinesBody = z.input<typeof deliverLinesBody>

export const fulfilmentSettingsSchema = z.object({ auto_send_to_production: z.boolean() })
export type FulfilmentSettings = z.infer<typeof fulfilmentSettingsSchema>

export const PRINTIFY_WEBHOOK_TOPICS = [
  'order:updated',
  'order:sent-to-production',
  'order:shipment:created',
  'order:shipment:delivered',
] as const

export const printifyWebhookStateSchema = z.object({
  configured: z.boolean(),
  /** Where Printify is asked to deliver (null when the shop does not know its public address). */
  url: z.string().nullable(),
  shops: z.array(
    z.object({
      shop_id: z.number().int(),
      topics: z.array(z.string()),
      registered_at: z.string().nullable(),
    }),
  ),
})
export type PrintifyWebhookState = z.infer<typeof printifyWebhookStateSchema>

/** The product editor's link: fulfil from shop stock, or from a Printify shop's product. */
export const productFulfilmentBody = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('manual') }),
  z.object({
    provider: z.literal('printify'),
    shop_id: z.number().int().positive(),
    printify_product_id: text().trim().min(1).max(64),
  }),
])
export type ProductFulfilmentBody = z.input<typeof productFulfilmentBody>

export const productFulfilmentResponse = z.object({
  provider: fulfilmentProviderSchema,
  shop_id: z.number().int().nullable(),
  printify_product_id: z.string().nullable(),
  variants: z.array(
    z.object({
      size: z.string().nullable(),
      color: z.string().nullable(),
      printify_variant_id: z.number().int(),
      sku: z.string().nullable(),
      available: z.boolean(),
    }),
  ),
})
export type ProductFulfilmentResponse = z.infer<typeof productFulfilmentResponse>

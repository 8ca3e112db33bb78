import { z } from 'zod'
import { text } from './common.ts'

/** Drop-day texts and rules: what buyers and admins are told. */
export const DROP_MESSAGES = {
  notStarted: 'This drop has not started yet',
  holdersOnly: (min: string) =>
    `Holders of at least ${min} $RDO shop first: link a wallet holding that much to buy now, or come back when the drop opens to everyone`,
  holderWalletUsed:
    'This wallet has already let another account into this drop: each wallet admits one account per drop',
  soldOut: 'Sold out: every unit of this drop is taken',
  limitReached: (n: number) => `You can buy at most ${n} of this drop`,
  admissionRequired: 'Press Buy on the product page to get your place in this drop first',
  admissionExpired: 'Your place in the drop expired: press Buy again',
  accountTooNew: (minutes: number) => `New accounts can join a drop ${minutes} minutes after signing up`,
  tooManyAttempts: 'Too many attempts: wait a few seconds and try again',
  drawNotDecided: 'The drop is very busy right now: press Buy again in a moment',
  admitted: (minutes: number) => `You have a place: check out within ${minutes} minutes`,
  dropSaved: 'Drop scheduled',
  dropRemoved: 'Drop removed',
  dropNotFound: 'Drop not found',
  holderWindowOrder: 'The holder window must start before the public start',
  startInPast: 'Please choose a start time in the future',
  unknownTimeZone: 'Unknown time zone: choose a named zone such as Europe/Paris, America/New_York or UTC',
  notifyAsked: "We'll let you know when this drop opens",
  opensTitle: (name: string) => `${name} is live`,
  opensMessage: (name: string) => `The drop you asked about is open: ${name}. Small batch, no restocks.`,
  openingDraw: (seconds: number) =>
    `No need to race the clock: everyone who presses Buy in the first ${seconds} seconds is served in random order`,
} as const

/** How long an admission holds its units for checkout. */
export const DROP_ADMISSION_MINUTES = 5
/** Accounts younger than this cannot join a drop (fresh accounts are the bots' favourite tool). */
export const DROP_MIN_ACCOUNT_AGE_MINUTES = 10
export const DROP_MAX_PER_CUSTOMER = 10
/** Arrivals in a window's first seconds are served in random order when they end, not by arrival. */
export const DROP_OPENING_DRAW_SECONDS = 4

/**
 * A product's drop as the public product data carries it (cacheable: no per-visitor state). The page
 * compares the times with the server's clock (GET /api/drops/clock), never the visitor's.
 */
export const productDropSchema = z.object({
  id: z.string(),
  starts_at: z.string(),
  holder_starts_at: z.string().nullable(),
  /** $RDO a holder needs during the holder window (decimal string), null without a window. */
  holder_minimum: z.string().nullable(),
  per_customer_limit: z.number().int(),
  time_zone: z.string(),
})
export type ProductDrop = z.infer<typeof productDropSchema>

/** GET /api/drops/clock → the server's time (ISO) for countdowns. */
export const dropClockResponse = z.object({ now: z.string() })
export type DropClockResponse = z.infer<typeof dropClockResponse>

/**
 * POST /api/drops/:id/admission { quantity } (signed in; no body at all asks for the defaults) →
 * 200 { admission }: a place for `units` units until `expires_at`, the same one for every tab and
 * device of the customer. Refusals (never
 * 5xx): 403 NOT_STARTED / HOLDERS_ONLY / ACCOUNT_TOO_NEW, 409 SOLD_OUT / LIMIT_REACHED, 429.
 */
export const dropAdmissionBody = z.object({
  quantity: z.coerce.number().int().min(1).max(DROP_MAX_PER_CUSTOMER).default(1),
})
export type DropAdmissionBody = z.input<typeof dropAdmissionBody>
export const dropAdmissionSchema = z.object({
  drop_id: z.string(),
  units: z.number().int(),
  position: z.number().int(),
  expires_at: z.string(),
  status: z.enum(['active', 'ordered', 'expired']),
})
export type DropAdmission = z.infer<typeof dropAdmissionSchema>
export const dropAdmissionResponse = z.object({ admission: dropAdmissionSchema, message: z.string() })
export type DropAdmissionResponse = z.infer<typeof dropAdmissionResponse>

/** POST /api/drops/:id/notify (signed in) → { message }: told (bell and email) when the drop opens. */
export const dropNotifyResponse = z.object({ message: z.string() })

/**
 * An IANA zone name ("Europe/Paris", "UTC") the runtime's time zone data knows. Offsets ("+02:00") and
 * abbreviations ("CEST") are not names: a drop's times are shown in its zone, which must follow the
 * zone's daylight-saving rules.
 */
export function isIanaTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/**
 * PUT /api/admin/products/:id/drop → the product's drop (created or replaced); DELETE removes it.
 * Times are ISO with offset (the editor converts the admin's wall-clock time in `time_zone`).
 */
export const dropScheduleBody = z.object({
  starts_at: z.iso.datetime({ offset: true }),
  holder_starts_at: z.iso.datetime({ offset: true }).nullish(),
  holder_minimum: z.coerce.number().min(0).max(1e15).nullish(),
  per_customer_limit: z.coerce.number().int().min(1).max(DROP_MAX_PER_CUSTOMER).default(1),
  time_zone: text()
    .trim()
    .min(1)
    .max(64)
    .refine(isIanaTimeZone, DROP_MESSAGES.unknownTimeZone)
    .default('UTC'),
})
export type DropScheduleBody = z.input<typeof dropScheduleBody>
export const adminDropSchema = productDropSchema.extend({
  product_id: z.string(),
  notified_at: z.string().nullable(),
})
export type AdminDrop = z.infer<typeof adminDropSchema>
export const adminDropResponse = z.object({ drop: adminDropSchema.nullable() })
export type AdminDropResponse = z.infer<typeof adminDropResponse>

export const DROP_REFUSAL_REASONS = [
  'not_started',
  'holders_only',
  'account_too_new',
  'rate_limited',
  'sold_out',
  'limit_reached',
  'no_admission',
] as const
export type DropRefusalReason = (typeof DROP_REFUSAL_REASONS)[number]

/** GET /api/admin/drops/:id/live → the running drop, polled every second by the admin view. */
export const dropLiveResponse = z.object({
  drop: adminDropSchema,
  product: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  units_left: z.number().int(),
  held_units: z.number().int(),
  /** Admissions still waiting to check out (the queue in front of the checkout). */
  queue_length: z.number().int(),
  /** Arrivals waiting for their turn at the admission step in this server process (the draw included). */
  in_line: z.number().int(),
  admissions_total: z.number().int(),
  orders_total: z.number().int(),
  units_sold: z.number().int(),
  /** Orders of the drop placed in the last 10 seconds, per second. */
  orders_per_second: z.number(),
  /** Refusals counted by this server process since it started, by reason. */
  refusals: z.record(z.enum(DROP_REFUSAL_REASONS), z.number().int()),
})
export type DropLiveResponse = z.infer<typeof dropLiveResponse>

/** GET /api/admin/drops → upcoming and running drops (newest start first), for the admin's list. */
export const adminDropListResponse = z.object({
  items: z.array(adminDropSchema.extend({ product_name: z.string(), product_slug: z.string() })),
})
export type AdminDropListResponse = z.infer<typeof adminDropListResponse>

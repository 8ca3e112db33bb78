import { z } from 'zod'
import { adminListQuery, adminPageOf } from './admin.ts'
import { text } from './common.ts'
import { DROP_MESSAGES, isIanaTimeZone } from './drops.ts'

/* Back office: discount codes, their schedule, caps and figures. Rules: docs/discounts-admin.md */

export const DISCOUNT_CODE_KINDS = ['percentage', 'fixed', 'free_shipping'] as const
export type DiscountCodeKind = (typeof DISCOUNT_CODE_KINDS)[number]
export const DISCOUNT_CODE_SCOPES = ['order', 'products', 'categories'] as const
export type DiscountCodeScope = (typeof DISCOUNT_CODE_SCOPES)[number]
/** Where a code stands now, in the order the back office decides it (the first that holds wins). */
export const DISCOUNT_CODE_STATUSES = ['inactive', 'expired', 'used_up', 'scheduled', 'active'] as const
export type DiscountCodeStatus = (typeof DISCOUNT_CODE_STATUSES)[number]
export const DISCOUNT_CODE_STATUS_LABELS: Record<DiscountCodeStatus, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  expired: 'Expired',
  inactive: 'Inactive',
  used_up: 'Used up',
}

export const DISCOUNT_CODE_MIN_LENGTH = 3
export const DISCOUNT_CODE_MAX_LENGTH = 32
/** The most products or categories one code may name. */
export const DISCOUNT_CODE_MAX_TARGETS = 200
const MAX_CENTS = 100_000_000
const MAX_COUNT = 1_000_000_000

export const DISCOUNT_ADMIN_MESSAGES = {
  codeLength: `The code must be ${DISCOUNT_CODE_MIN_LENGTH} to ${DISCOUNT_CODE_MAX_LENGTH} characters`,
  codeCharacters: 'The code may use letters, digits, - and _ only',
  duplicateCode: 'A discount code with this code already exists',
  percentRequired: 'Enter a percentage from 1 to 100',
  amountRequired: 'Enter an amount greater than $0.00',
  productsRequired: 'Choose at least one product',
  categoriesRequired: 'Choose at least one category',
  tooManyTargets: `Choose at most ${DISCOUNT_CODE_MAX_TARGETS}`,
  productMissing: 'One of the chosen products no longer exists',
  categoryMissing: 'One of the chosen categories no longer exists',
  minSubtotalInvalid: 'Enter a minimum order of $0.00 or more',
  windowOrder: 'The end must be after the start',
  limitInvalid: 'Enter a whole number of 1 or more, or leave it empty for no limit',
  limitBelowUses: (uses: number) =>
    `The usage limit cannot be below the ${uses} ${uses === 1 ? 'use' : 'uses'} already made`,
  unknownTimeZone: DROP_MESSAGES.unknownTimeZone,
  notFound: 'Discount code not found',
  usedCannotDelete: 'This code has been used on orders, so it cannot be deleted: deactivate it instead',
  created: 'Discount code created',
  saved: 'Discount code saved',
  activated: 'Discount code activated',
  deactivated: 'Discount code deactivated',
  deleted: 'Discount code deleted',
  loadFailed: 'Failed to load the discount codes',
  /** A campaign or bulk email may carry only a code customers can use (or one that will start). */
  notSendable: 'This discount code is inactive, expired or used up: choose another one',
} as const
const M = DISCOUNT_ADMIN_MESSAGES

const instant = z.iso.datetime({ offset: true })
const limit = z.coerce
  .number({ error: M.limitInvalid })
  .int(M.limitInvalid)
  .min(1, M.limitInvalid)
  .max(MAX_COUNT, M.limitInvalid)

/** The code as customers type it: letters, digits, '-' and '_', stored upper-case. */
export const discountCodeText = text({ error: M.codeLength })
  .trim()
  .min(DISCOUNT_CODE_MIN_LENGTH, M.codeLength)
  .max(DISCOUNT_CODE_MAX_LENGTH, M.codeLength)
  .regex(/^[A-Za-z0-9_-]+$/, M.codeCharacters)
  .toUpperCase()

/**
 * POST /api/admin/discounts and PUT /api/admin/discounts/:id → { discount, message }. Times are ISO
 * with offset: the editor converts the admin's wall-clock time in `time_zone`, as the drop editor does.
 * A percentage code needs `percent_off`, a fixed one `amount_off_cents`; a free-shipping code takes
 * neither. A code scoped to products or categories names at least one. `uses` is never set here.
 */
export const discountCodeBody = z
  .object({
    code: discountCodeText,
    description: text().trim().max(500).default(''),
    kind: z.enum(DISCOUNT_CODE_KINDS),
    percent_off: z.coerce
      .number({ error: M.percentRequired })
      .int(M.percentRequired)
      .min(1, M.percentRequired)
      .max(100, M.percentRequired)
      .nullish(),
    amount_off_cents: z.coerce
      .number({ error: M.amountRequired })
      .int(M.amountRequired)
      .min(1, M.amountRequired)
      .max(MAX_CENTS, M.amountRequired)
      .nullish(),
    scope: z.enum(DISCOUNT_CODE_SCOPES).default('order'),
    product_ids: z.array(z.uuid()).max(DISCOUNT_CODE_MAX_TARGETS, M.tooManyTargets).default([]),
    category_ids: z.array(z.uuid()).max(DISCOUNT_CODE_MAX_TARGETS, M.tooManyTargets).default([]),
    min_subtotal_cents: z.coerce
      .number({ error: M.minSubtotalInvalid })
      .int(M.minSubtotalInvalid)
      .min(0, M.minSubtotalInvalid)
      .max(MAX_CENTS, M.minSubtotalInvalid)
      .default(0),
    starts_at: instant.nullish(),
    ends_at: instant.nullish(),
    time_zone: text().trim().min(1).max(64).refine(isIanaTimeZone, M.unknownTimeZone).default('UTC'),
    usage_limit: limit.nullish(),
    per_customer_limit: limit.nullish(),
    allow_drop_products: z.boolean().default(false),
    active: z.boolean().default(true),
  })
  .superRefine((b, issue) => {
    if (b.kind === 'percentage' && b.percent_off == null)
      issue.addIssue({ code: 'custom', path: ['percent_off'], message: M.percentRequired })
    if (b.kind === 'fixed' && b.amount_off_cents == null)
      issue.addIssue({ code: 'custom', path: ['amount_off_cents'], message: M.amountRequired })
    if (b.scope === 'products' && b.product_ids.length === 0)
      issue.addIssue({ code: 'custom', path: ['product_ids'], message: M.productsRequired })
    if (b.scope === 'categories' && b.category_ids.length === 0)
      issue.addIssue({ code: 'custom', path: ['category_ids'], message: M.categoriesRequired })
    if (b.starts_at && b.ends_at && Date.parse(b.starts_at) >= Date.parse(b.ends_at))
      issue.addIssue({ code: 'custom', path: ['ends_at'], message: M.windowOrder })
  })
export type DiscountCodeBody = z.input<typeof discountCodeBody>
export type DiscountCodeInput = z.output<typeof discountCodeBody>

/** What paid orders with the code bring: their count, the sum of their totals and of their discounts. */
export const discountCodeStatsSchema = z.object({
  orders: z.number().int(),
  revenue_cents: z.number().int(),
  discount_given_cents: z.number().int(),
})
export type DiscountCodeStats = z.infer<typeof discountCodeStatsSchema>

export const adminDiscountCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(DISCOUNT_CODE_KINDS),
  percent_off: z.number().int().nullable(),
  amount_off_cents: z.number().int().nullable(),
  scope: z.enum(DISCOUNT_CODE_SCOPES),
  product_ids: z.array(z.string()),
  category_ids: z.array(z.string()),
  min_subtotal_cents: z.number().int(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  time_zone: z.string(),
  usage_limit: z.number().int().nullable(),
  per_customer_limit: z.number().int().nullable(),
  allow_drop_products: z.boolean(),
  active: z.boolean(),
  /** Live redemptions (paid orders and unpaid ones still open), kept by checkout. */
  uses: z.number().int(),
  status: z.enum(DISCOUNT_CODE_STATUSES),
  stats: discountCodeStatsSchema,
  created_at: z.string(),
  updated_at: z.string(),
})
export type AdminDiscountCode = z.infer<typeof adminDiscountCodeSchema>

const named = z.object({ id: z.string(), name: z.string() })
/** GET /api/admin/discounts/:id → the code with the names of the products and categories it names. */
export const adminDiscountCodeDetailSchema = adminDiscountCodeSchema.extend({
  products: z.array(named),
  categories: z.array(named),
})
export type AdminDiscountCodeDetail = z.infer<typeof adminDiscountCodeDetailSchema>
export const adminDiscountCodeResponse = z.object({ discount: adminDiscountCodeDetailSchema })
export type AdminDiscountCodeResponse = z.infer<typeof adminDiscountCodeResponse>
/** What a create, save, activation or deactivation answers: the code as it now is, and what happened. */
export const adminDiscountCodeSavedResponse = adminDiscountCodeResponse.extend({ message: z.string() })
export type AdminDiscountCodeSavedResponse = z.infer<typeof adminDiscountCodeSavedResponse>

/** GET /api/admin/discounts?q&status&sort&dir&page&per_page — searched by code, newest first. */
export const ADMIN_DISCOUNT_SORTS = ['created_at', 'code'] as const
export const adminDiscountListQuery = adminListQuery.extend({
  status: z.enum(DISCOUNT_CODE_STATUSES).optional(),
  sort: z.enum(ADMIN_DISCOUNT_SORTS).default('created_at'),
})
export type AdminDiscountListQuery = z.infer<typeof adminDiscountListQuery>
export const adminDiscountListResponse = adminPageOf(adminDiscountCodeSchema)
export type AdminDiscountListResponse = z.infer<typeof adminDiscountListResponse>

/** DELETE /api/admin/discounts/:id → { message }; 409 USED when an order carries the code. */
export const discountDeleteResponse = z.object({ message: z.string() })

/** The status of a code at `nowMs`, by the rule of DISCOUNT_CODE_STATUSES. */
export function discountCodeStatus(
  c: Pick<AdminDiscountCode, 'active' | 'starts_at' | 'ends_at' | 'usage_limit' | 'uses'>,
  nowMs: number,
): DiscountCodeStatus {
  if (!c.active) return 'inactive'
  if (c.ends_at && Date.parse(c.ends_at) <= nowMs) return 'expired'
  if (c.usage_limit !== null && c.uses >= c.usage_limit) return 'used_up'
  if (c.starts_at && Date.parse(c.starts_at) > nowMs) return 'scheduled'
  return 'active'
}

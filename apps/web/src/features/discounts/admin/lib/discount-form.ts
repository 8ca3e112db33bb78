import {
  discountCodeBody,
  type AdminDiscountCodeDetail,
  type DiscountCodeBody,
  type DiscountCodeKind,
  type DiscountCodeScope,
} from '@rdo/contracts'
import { instantToZonedWallTime, isKnownTimeZone, zonedWallTimeToIso } from '@/features/drops'

export type NamedRef = { id: string; name: string }

/** The editor's fields as typed: money in dollars and numbers as text, times as the zone's wall clock. */
export interface DiscountFormValues {
  code: string
  description: string
  kind: DiscountCodeKind
  percentOff: string
  amountOff: string
  scope: DiscountCodeScope
  /** The chosen products, with their names for the chips. */
  products: NamedRef[]
  categoryIds: string[]
  minSubtotal: string
  startsAt: string
  endsAt: string
  timeZone: string
  usageLimit: string
  perCustomerLimit: string
  allowDropProducts: boolean
  active: boolean
}
export type DiscountFormErrors = Partial<Record<keyof DiscountFormValues, string>>

export const DISCOUNT_FORM_MESSAGES = {
  money: 'Enter an amount in dollars, such as 5 or 4.99',
  time: 'Choose a date and time, or leave it empty',
  timeZone: 'Choose a time zone',
} as const
const F = DISCOUNT_FORM_MESSAGES

const dollars = (cents: number | null) =>
  cents === null ? '' : (cents / 100).toFixed(2).replace(/\.00$/, '')
const count = (n: number | null) => (n === null ? '' : String(n))

/** The editor's starting values: a stored code shown in its own zone, or a new one in the admin's. */
export function discountToForm(d: AdminDiscountCodeDetail | null, adminZone: string): DiscountFormValues {
  if (!d) {
    return {
      code: '',
      description: '',
      kind: 'percentage',
      percentOff: '',
      amountOff: '',
      scope: 'order',
      products: [],
      categoryIds: [],
      minSubtotal: '',
      startsAt: '',
      endsAt: '',
      timeZone: adminZone,
      usageLimit: '',
      perCustomerLimit: '',
      allowDropProducts: false,
      active: true,
    }
  }
  const zone = isKnownTimeZone(d.time_zone) ? d.time_zone : 'UTC'
  return {
    code: d.code,
    description: d.description,
    kind: d.kind,
    percentOff: count(d.percent_off),
    amountOff: dollars(d.amount_off_cents),
    scope: d.scope,
    products: d.products,
    categoryIds: d.category_ids,
    minSubtotal: d.min_subtotal_cents ? dollars(d.min_subtotal_cents) : '',
    startsAt: d.starts_at ? instantToZonedWallTime(d.starts_at, zone) : '',
    endsAt: d.ends_at ? instantToZonedWallTime(d.ends_at, zone) : '',
    timeZone: zone,
    usageLimit: count(d.usage_limit),
    perCustomerLimit: count(d.per_customer_limit),
    allowDropProducts: d.allow_drop_products,
    active: d.active,
  }
}

const MONEY = /^\d{1,7}(\.\d{1,2})?$/
/** Cents from "4.99" (a leading $ and spaces allowed); null for an empty field, NaN when unreadable. */
export function parseDollars(text: string): number | null {
  const t = text.trim().replace(/^\$/, '').trim()
  if (!t) return null
  return MONEY.test(t) ? Math.round(Number(t) * 100) : Number.NaN
}
const parseCount = (text: string) => (text.trim() ? Number(text.trim()) : null)

/** Which editor field shows a problem the shared schema finds in a body field. */
const FIELD_OF: Record<string, keyof DiscountFormValues> = {
  code: 'code',
  description: 'description',
  percent_off: 'percentOff',
  amount_off_cents: 'amountOff',
  product_ids: 'products',
  category_ids: 'categoryIds',
  min_subtotal_cents: 'minSubtotal',
  starts_at: 'startsAt',
  ends_at: 'endsAt',
  time_zone: 'timeZone',
  usage_limit: 'usageLimit',
  per_customer_limit: 'perCustomerLimit',
}

type Checked = { body: DiscountCodeBody; errors: null } | { body: null; errors: DiscountFormErrors }

/**
 * The request body (times as ISO instants with the zone's offset, money in cents), checked by the
 * same schema the server uses, or each field's problem in the server's words.
 */
export function discountFormToBody(values: DiscountFormValues): Checked {
  const errors: DiscountFormErrors = {}
  const zone = values.timeZone.trim()
  const okZone = zone !== '' && isKnownTimeZone(zone)
  if (!okZone) errors.timeZone = F.timeZone
  const instant = (wall: string, field: 'startsAt' | 'endsAt') => {
    if (!wall.trim() || !okZone) return null
    const iso = zonedWallTimeToIso(wall, zone)
    if (iso === null) errors[field] = F.time
    return iso
  }
  const money = (text: string, field: 'amountOff' | 'minSubtotal') => {
    const cents = parseDollars(text)
    if (Number.isNaN(cents)) errors[field] = F.money
    return cents
  }
  const amount = values.kind === 'fixed' ? money(values.amountOff, 'amountOff') : null
  const minimum = money(values.minSubtotal, 'minSubtotal')
  const body: DiscountCodeBody = {
    code: values.code,
    description: values.description,
    kind: values.kind,
    percent_off: values.kind === 'percentage' ? parseCount(values.percentOff) : null,
    amount_off_cents: amount,
    scope: values.scope,
    product_ids: values.scope === 'products' ? values.products.map((p) => p.id) : [],
    category_ids: values.scope === 'categories' ? values.categoryIds : [],
    min_subtotal_cents: minimum ?? 0,
    starts_at: instant(values.startsAt, 'startsAt'),
    ends_at: instant(values.endsAt, 'endsAt'),
    time_zone: okZone ? zone : 'UTC',
    usage_limit: parseCount(values.usageLimit),
    per_customer_limit: parseCount(values.perCustomerLimit),
    allow_drop_products: values.allowDropProducts,
    active: values.active,
  }
  const parsed = discountCodeBody.safeParse(body)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0])]
      if (field && !errors[field]) errors[field] = issue.message
    }
  }
  if (Object.keys(errors).length > 0) return { body: null, errors }
  return { body, errors: null }
}

/** The fields in the order the editor shows them, so the first one with a problem takes the focus. */
export const DISCOUNT_FIELD_ORDER: (keyof DiscountFormValues)[] = [
  'code',
  'description',
  'percentOff',
  'amountOff',
  'products',
  'categoryIds',
  'minSubtotal',
  'startsAt',
  'endsAt',
  'timeZone',
  'usageLimit',
  'perCustomerLimit',
]

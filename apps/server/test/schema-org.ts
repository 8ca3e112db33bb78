/**
 * The schema.org shapes the shop's pages describe, with the properties search engines require and their
 * types: enough to refuse structured data that a rich result would not accept.
 */

type Check = (v: unknown) => boolean
const text: Check = (v) => typeof v === 'string' && v.trim().length > 0
const url: Check = (v) => typeof v === 'string' && /^https?:\/\/[^\s]+$/.test(v)
const number: Check = (v) => typeof v === 'number' && Number.isFinite(v)
const decimal: Check = (v) => (typeof v === 'string' && /^\d+(\.\d+)?$/.test(v)) || number(v)
const integer: Check = (v) => Number.isInteger(v)
const isoDate: Check = (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v))
const enumUrl =
  (...values: string[]): Check =>
  (v) =>
    typeof v === 'string' && values.map((x) => `https://schema.org/${x}`).includes(v)
const listOf =
  (check: Check): Check =>
  (v) =>
    (Array.isArray(v) && v.length > 0 && v.every(check)) || check(v)
const thing =
  (type: string): Check =>
  (v) =>
    validateSchemaOrg(v, type).length === 0

type Shape = { required: Record<string, Check>; optional?: Record<string, Check> }

const SHAPES: Record<string, Shape> = {
  Product: {
    required: { name: text, offers: thing('Offer') },
    optional: {
      url,
      sku: text,
      description: text,
      image: listOf(url),
      category: text,
      brand: thing('Brand'),
      aggregateRating: thing('AggregateRating'),
    },
  },
  Offer: {
    required: {
      price: decimal,
      priceCurrency: (v) => typeof v === 'string' && /^[A-Z]{3}$/.test(v),
      availability: enumUrl('InStock', 'OutOfStock', 'PreOrder', 'SoldOut', 'LimitedAvailability'),
    },
    optional: {
      url,
      itemCondition: enumUrl('NewCondition', 'UsedCondition', 'RefurbishedCondition'),
      inventoryLevel: thing('QuantitativeValue'),
      availabilityStarts: isoDate,
      seller: thing('Organization'),
    },
  },
  AggregateRating: {
    required: { ratingValue: number, reviewCount: (v) => integer(v) && (v as number) > 0 },
    optional: { bestRating: number, worstRating: number },
  },
  QuantitativeValue: { required: { value: (v) => integer(v) && (v as number) >= 0 } },
  Brand: { required: { name: text } },
  Organization: { required: { name: text }, optional: { url, logo: url } },
  BreadcrumbList: {
    required: {
      itemListElement: (v) =>
        Array.isArray(v) &&
        v.length > 0 &&
        v.every((e, i) => thing('ListItem')(e) && (e as { position: number }).position === i + 1),
    },
  },
  ListItem: { required: { position: integer, name: text, item: url } },
}

/** The problems of `value` as a schema.org `type` (none: it is valid); nested things are checked too. */
export function validateSchemaOrg(value: unknown, type?: string): string[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return ['not an object']
  const v = value as Record<string, unknown>
  const actual = v['@type']
  if (typeof actual !== 'string' || (type && actual !== type))
    return [`@type ${String(actual)}, expected ${type}`]
  const shape = SHAPES[actual]
  if (!shape) return [`unknown @type ${actual}`]
  const problems: string[] = []
  for (const [key, check] of Object.entries(shape.required)) {
    if (!(key in v)) problems.push(`${actual}.${key} is missing`)
    else if (!check(v[key])) problems.push(`${actual}.${key} is not valid: ${JSON.stringify(v[key])}`)
  }
  for (const [key, check] of Object.entries(shape.optional ?? {})) {
    if (key in v && !check(v[key])) problems.push(`${actual}.${key} is not valid: ${JSON.stringify(v[key])}`)
  }
  const known = new Set([
    '@context',
    '@type',
    ...Object.keys(shape.required),
    ...Object.keys(shape.optional ?? {}),
  ])
  for (const key of Object.keys(v)) if (!known.has(key)) problems.push(`${actual}.${key} is not expected`)
  if (!type && v['@context'] !== 'https://schema.org') problems.push('@context is not https://schema.org')
  return problems
}

/** The JSON-LD blocks of a page. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  )
}

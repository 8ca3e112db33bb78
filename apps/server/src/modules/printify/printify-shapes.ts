import { z } from 'zod'

/*
 * Printify REST API v1 answers, as documented (https://developers.printify.com). Fields the shop does
 * not read are allowed through untouched (loose objects), so Printify adding a field breaks nothing.
 */

export const printifyShop = z.looseObject({
  id: z.number().int(),
  title: z.string(),
  sales_channel: z.string(),
})
export const printifyShops = z.array(printifyShop)

export const printifyVariant = z.looseObject({
  id: z.number().int(),
  /** Cents. */
  price: z.number().int().min(0),
  is_enabled: z.boolean(),
  /** False when the print provider cannot make it now (out of stock); absent means available. */
  is_available: z.boolean().optional(),
  title: z.string(),
  /** The ids of the option values (one per option: a colour, a size) this variant is made of. */
  options: z.array(z.number().int()),
  sku: z.string().nullish(),
})
export type PrintifyVariant = z.infer<typeof printifyVariant>

export const printifyOptionValue = z.looseObject({
  id: z.number().int(),
  title: z.string(),
  /** Hex codes of a colour value. */
  colors: z.array(z.string()).optional(),
})

export const printifyOption = z.looseObject({
  name: z.string(),
  /** 'color', 'size', and others (e.g. 'paper'). */
  type: z.string(),
  values: z.array(printifyOptionValue),
})
export type PrintifyOption = z.infer<typeof printifyOption>

export const printifyImage = z.looseObject({
  src: z.url(),
  variant_ids: z.array(z.number().int()),
  position: z.string(),
  is_default: z.boolean(),
})

export const printifyProduct = z.looseObject({
  id: z.string().min(1),
  title: z.string(),
  description: z
    .string()
    .nullish()
    .transform((d) => d ?? ''),
  visible: z.boolean(),
  blueprint_id: z.number().int(),
  print_provider_id: z.number().int(),
  variants: z.array(printifyVariant),
  options: z.array(printifyOption),
  images: z.array(printifyImage),
})
export type PrintifyProduct = z.infer<typeof printifyProduct>

/** A page of products; each product is checked on its own so one bad product spoils nothing else. */
export const printifyProductsPage = z.looseObject({
  current_page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
  data: z.array(z.unknown()),
})

/** A product Printify sent in a shape the shop cannot read: what little can be said about it. */
export type MalformedProduct = { id: string | null; title: string | null; error: string }

export type ProductResult = { ok: true; product: PrintifyProduct } | ({ ok: false } & MalformedProduct)

/** Checks one product; a failure names the first fields that are wrong, never the whole payload. */
export function readProduct(raw: unknown): ProductResult {
  const parsed = printifyProduct.safeParse(raw)
  if (parsed.success) return { ok: true, product: parsed.data }
  const loose = (raw ?? {}) as { id?: unknown; title?: unknown }
  const fields = parsed.error.issues
    .slice(0, 3)
    .map((i) => i.path.join('.') || '(product)')
    .join(', ')
  return {
    ok: false,
    id: typeof loose.id === 'string' && loose.id ? loose.id : null,
    title: typeof loose.title === 'string' ? loose.title : null,
    error: `Unreadable fields: ${fields}`,
  }
}

/** What the shop sends to create an order (POST /shops/{shop_id}/orders.json). */
export type PrintifyOrderInput = {
  external_id: string
  label: string
  line_items: { product_id: string; variant_id: number; quantity: number }[]
  /** 1 standard, 2 priority. */
  shipping_method: number
  send_shipping_notification: boolean
  address_to: {
    first_name: string
    last_name: string
    email: string
    country: string
    region: string
    address1: string
    address2: string
    city: string
    zip: string
  }
}

export const printifyCreated = z.looseObject({ id: z.string().min(1) })

export const printifyOrder = z.looseObject({
  id: z.string(),
  external_id: z.string().nullish(),
  status: z.string().optional(),
})
export const printifyOrdersPage = z.looseObject({
  current_page: z.number().int(),
  last_page: z.number().int(),
  data: z.array(printifyOrder),
})

export const printifyWebhook = z.looseObject({
  id: z.string(),
  topic: z.string(),
  url: z.string(),
})

import { z } from 'zod'
import { adminListQuery, adminPageOf } from './admin.ts'
import { text } from './common.ts'
import { PRINTIFY_IMPORT_MAX_PRODUCTS, PRINTIFY_MESSAGES as M } from './printify-messages.ts'

export * from './printify-messages.ts'

/** A connected Printify shop. */
export const printifyShopSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  sales_channel: z.string(),
})
export type PrintifyShop = z.infer<typeof printifyShopSchema>

/**
 * GET /api/admin/printify/shops → the shops of the configured token. Without PRINTIFY_API_TOKEN:
 * `configured: false` and no shops (never a made-up shop).
 */
export const printifyShopsResponse = z.object({
  configured: z.boolean(),
  shops: z.array(printifyShopSchema),
})
export type PrintifyShopsResponse = z.infer<typeof printifyShopsResponse>

/** GET /api/admin/printify/shops/:shopId/products?page — one of Printify's own pages. */
export const printifyProductsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
})
export type PrintifyProductsQuery = z.infer<typeof printifyProductsQuery>

export const printifyProductRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  visible: z.boolean(),
  variant_count: z.number().int(),
  enabled_variant_count: z.number().int(),
  /** The first enabled variant's price; null when no variant is enabled. */
  price_cents: z.number().int().nullable(),
  /** Printify's own address of the first image (the import stores a local copy). */
  image_url: z.string().nullable(),
  /** Our product made from it, when it was imported already. */
  imported_product_id: z.string().nullable(),
})
export type PrintifyProductRow = z.infer<typeof printifyProductRowSchema>

export const printifyProductsResponse = z.object({
  items: z.array(printifyProductRowSchema),
  page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
})
export type PrintifyProductsResponse = z.infer<typeof printifyProductsResponse>

/** POST /api/admin/printify/imports → 202 { import }: queued as a job; poll GET …/imports/:id. */
export const printifyImportBody = z.object({
  shop_id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  product_ids: z
    .array(text().trim().min(1).max(64))
    .min(1, M.selectAtLeastOne)
    .max(PRINTIFY_IMPORT_MAX_PRODUCTS, M.tooMany(PRINTIFY_IMPORT_MAX_PRODUCTS)),
})
export type PrintifyImportBody = z.infer<typeof printifyImportBody>

export const PRINTIFY_IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const
export type PrintifyImportStatus = (typeof PRINTIFY_IMPORT_STATUSES)[number]

export const printifyImportFailureSchema = z.object({
  product_id: z.string(),
  /** Printify's title when it could be read, otherwise the id. */
  title: z.string(),
  error: z.string(),
})
export type PrintifyImportFailure = z.infer<typeof printifyImportFailureSchema>

/**
 * An import and its progress: `done` of `total` products processed so far, split into imported (new),
 * updated, unchanged and failed. When it ends: `done` with 'Successfully imported N products' (N =
 * imported + updated + unchanged) and any failures named; or `failed` with the key message (no token,
 * token refused) or the import-failed text (nothing could be imported; failures still named).
 */
export const printifyImportSchema = z.object({
  id: z.string(),
  shop_id: z.number().int(),
  status: z.enum(PRINTIFY_IMPORT_STATUSES),
  total: z.number().int(),
  done: z.number().int(),
  imported: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  failed: z.array(printifyImportFailureSchema),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  message: z.string().nullable(),
})
export type PrintifyImport = z.infer<typeof printifyImportSchema>
export const printifyImportResponse = z.object({ import: printifyImportSchema })
export type PrintifyImportResponse = z.infer<typeof printifyImportResponse>

export const printifyImportParams = z.object({ id: z.uuid() })

/** GET /api/admin/printify/products?q&page&per_page — imported products, newest first. */
export const printifyImportedQuery = adminListQuery.extend({
  sort: z.enum(['created_at']).default('created_at'),
})
export type PrintifyImportedQuery = z.infer<typeof printifyImportedQuery>

export const printifyImportedRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  price_cents: z.number().int(),
  active: z.boolean(),
  external_id: z.string(),
  image_url: z.string().nullable(),
  slug: z.string(),
})
export type PrintifyImportedRow = z.infer<typeof printifyImportedRowSchema>
export const printifyImportedResponse = adminPageOf(printifyImportedRowSchema)
export type PrintifyImportedResponse = z.infer<typeof printifyImportedResponse>

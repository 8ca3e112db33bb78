import { z } from 'zod'
import { text } from './common.ts'
import { pageOf } from './page.ts'

/** Texts the back office shows for its own frame and the shared list controls. */
export const ADMIN_MESSAGES = {
  unauthorized: 'Unauthorized access',
  loadFailed: 'Failed to load data',
} as const

export const SORT_DIRECTIONS = ['asc', 'desc'] as const
export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const

/**
 * The query every back-office list takes: free-text search, a page and its size, and a direction.
 * Each list extends it with its own `sort` columns and filters; the server applies all of them.
 */
export const adminListQuery = z.object({
  q: text().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  dir: z.enum(SORT_DIRECTIONS).default('desc'),
})
export type AdminListQuery = z.infer<typeof adminListQuery>

/** A broad search counts its matches only up to this many; the list then says "1,000+". */
export const ADMIN_SEARCH_COUNT_CAP = 1000

/**
 * One page of a back-office list, with the total that matches the filters. `total_capped` marks a
 * total that is a lower bound: a broad search stopped counting at ADMIN_SEARCH_COUNT_CAP.
 */
export const adminPageOf = <T extends z.ZodType>(item: T) =>
  pageOf(item).extend({ total_capped: z.boolean().optional() })
export type AdminPage<T> = {
  items: T[]
  total: number
  total_capped?: boolean
  page: number
  per_page: number
}

/** The dashboard's summary cards, counted by the server. */
export const adminSummarySchema = z.object({
  users: z.number().int(),
  orders: z.number().int(),
  support_tickets: z.number().int(),
  open_support_tickets: z.number().int(),
  products: z.number().int(),
  active_products: z.number().int(),
})
export type AdminSummary = z.infer<typeof adminSummarySchema>

/** Audit log: every admin mutation, with who, what, which row, before/after, when and from where. */
export const auditEntrySchema = z.object({
  id: z.string(),
  actor: z.object({ id: z.string(), email: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

export const auditListQuery = adminListQuery.extend({
  sort: z.enum(['created_at']).default('created_at'),
  action: text().trim().max(100).optional(),
  entity: text().trim().max(100).optional(),
  actor_id: z.uuid().optional(),
  entity_id: text().trim().max(100).optional(),
})
export type AuditListQuery = z.infer<typeof auditListQuery>
export const auditListResponse = adminPageOf(auditEntrySchema)
export type AuditListResponse = z.infer<typeof auditListResponse>

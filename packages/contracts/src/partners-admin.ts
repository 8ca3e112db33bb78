import { z } from 'zod'
import { adminListQuery, adminPageOf } from './admin.ts'
import { text } from './common.ts'
import { ADMIN_PARTNER_MESSAGES as A } from './partner-messages.ts'
import {
  PARTNER_LEDGER_KINDS,
  PARTNER_LEDGER_STATUSES,
  PARTNER_STATUSES,
  partnerDesignSchema,
  partnerPayoutSchema,
  partnerProjectSchema,
  partnerStatsSchema,
  partnerStatusSchema,
} from './partners.ts'

/* Back office: partner applications, their designs, ledger and payouts. */

export const PARTNER_STATUS_FILTERS = ['all', ...PARTNER_STATUSES] as const

/** GET /api/admin/partners?q&status&page&per_page — name, symbol, contact or owner e-mail; newest first. */
export const adminPartnersQuery = adminListQuery.extend({
  status: z.enum(PARTNER_STATUS_FILTERS).default('all'),
  sort: z.enum(['created_at']).default('created_at'),
})
export type AdminPartnersQuery = z.infer<typeof adminPartnersQuery>

export const partnerOwnerSchema = z.object({ id: z.string(), name: z.string(), email: z.string() })

export const adminPartnerRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  token_symbol: z.string(),
  logo_url: z.string().nullable(),
  website_url: z.string(),
  website_host: z.string(),
  contact_name: z.string(),
  contact_email: z.string(),
  status: partnerStatusSchema,
  created_at: z.string(),
  owner: partnerOwnerSchema.nullable(),
  pending_designs: z.number().int(),
})
export type AdminPartnerRow = z.infer<typeof adminPartnerRowSchema>
export const adminPartnersResponse = adminPageOf(adminPartnerRowSchema)
export type AdminPartnersResponse = z.infer<typeof adminPartnersResponse>

/** GET /api/admin/partners/:id → the project, its owner, figures and embed domains. */
export const adminPartnerDetailResponse = z.object({
  project: partnerProjectSchema,
  owner: partnerOwnerSchema.nullable(),
  stats: partnerStatsSchema,
  allowed_domains: z.array(z.string()),
})
export type AdminPartnerDetailResponse = z.infer<typeof adminPartnerDetailResponse>

/** POST /api/admin/partners/:id/approve | reject → { project }. 409 NOT_PENDING unless pending. */
export const adminPartnerDecisionResponse = z.object({ project: partnerProjectSchema })

export const adminPartnerDesignsQuery = z.object({
  status: z.enum(PARTNER_STATUS_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
})
export const adminPartnerDesignsResponse = adminPageOf(partnerDesignSchema)
export type AdminPartnerDesignsResponse = z.infer<typeof adminPartnerDesignsResponse>
/** POST /api/admin/partner-designs/:id/approve | reject → { design }. Approval creates the products. */
export const adminPartnerDesignDecisionResponse = z.object({ design: partnerDesignSchema })

export const partnerLedgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(PARTNER_LEDGER_KINDS),
  amount_cents: z.number().int(),
  status: z.enum(PARTNER_LEDGER_STATUSES),
  order_id: z.string().nullable(),
  item_name: z.string(),
  quantity: z.number().int(),
  line_cents: z.number().int(),
  payout_id: z.string().nullable(),
  created_at: z.string(),
})
export type PartnerLedgerEntry = z.infer<typeof partnerLedgerEntrySchema>

export const adminPartnerPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
})
/** GET /api/admin/partners/:id/ledger?page → entries newest first, with the pending balance. */
export const adminPartnerLedgerResponse = adminPageOf(partnerLedgerEntrySchema).extend({
  pending_cents: z.number().int(),
})
export type AdminPartnerLedgerResponse = z.infer<typeof adminPartnerLedgerResponse>
export const adminPartnerPayoutsResponse = adminPageOf(partnerPayoutSchema)

/**
 * POST /api/admin/partners/:id/payouts { transaction } → 201 { payout }: pays every pending ledger entry
 * at once. 409 BELOW_MINIMUM when the pending balance is under the minimum payout.
 */
export const createPayoutBody = z.object({
  transaction: text({ error: A.transactionRequired }).trim().min(1, A.transactionRequired).max(200),
})
export const createPayoutResponse = z.object({ payout: partnerPayoutSchema })

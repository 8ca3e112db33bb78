import { z } from 'zod'
import { adminListQuery, adminPageOf } from './admin.ts'
import { text } from './common.ts'
import { designProductionSchema, publishDesignBody } from './design-rewards.ts'
import { ADMIN_PARTNER_MESSAGES as A } from './partner-messages.ts'
import {
  PARTNER_LEDGER_KINDS,
  PARTNER_LEDGER_STATUSES,
  PARTNER_PAYOUT_ASSETS,
  PARTNER_STATUSES,
  partnerProductTypeSchema,
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
 * POST /api/admin/partners/:id/payouts { asset, signature, rate? } → 201 { payout }: pays every pending
 * ledger entry at once, once the chain shows the transfer to the partner's wallet. `rate` (tokens per US
 * dollar) is given for the project's own token; $RDO uses the Rewards rate. 409 BELOW_MINIMUM when the
 * pending balance is under the minimum payout; 422 with the reason when the transaction does not pay it.
 */
export const createPayoutBody = z
  .object({
    asset: z.enum(PARTNER_PAYOUT_ASSETS),
    signature: text({ error: A.transactionRequired })
      .trim()
      .min(64, A.transactionRequired)
      .max(100, A.transactionRequired)
      .regex(/^[1-9A-HJ-NP-Za-km-z]+$/, A.transactionRequired),
    rate: z.number({ error: A.rateRequired }).positive(A.rateRequired).max(1e12, A.rateRequired).optional(),
  })
  .refine((b) => b.asset !== 'TOKEN' || b.rate !== undefined, { error: A.rateRequired, path: ['rate'] })
export type CreatePayoutBody = z.input<typeof createPayoutBody>
export const createPayoutResponse = z.object({ payout: partnerPayoutSchema })

/**
 * POST /api/admin/partner-designs/:id/production: "Put into production" for an approved partner design,
 * as one store type (the Printify product takes over that type in the partner's store).
 * GET answers the design's productions, one per type started.
 */
export const publishPartnerDesignBody = publishDesignBody.extend({ product_type: partnerProductTypeSchema })
export type PublishPartnerDesignBody = z.input<typeof publishPartnerDesignBody>
export const partnerProductionsResponse = z.object({ productions: z.array(designProductionSchema) })
export type PartnerProductionsResponse = z.infer<typeof partnerProductionsResponse>
export const partnerProductionResponse = z.object({ production: designProductionSchema })

import { z } from 'zod'
import { emailSchema, text } from './common.ts'
import { pageFields, pageOf } from './page.ts'
import { DESIGN_STYLES, SOLANA_ADDRESS_PATTERN } from './community-messages.ts'
import {
  HOST_NAME_PATTERN,
  PARTNER_ALLOWED_DOMAINS_MAX,
  PARTNER_DESCRIPTION_MAX,
  PARTNER_MESSAGES as M,
  PARTNER_PRODUCT_TYPES,
  PARTNER_PROJECT_DESCRIPTION_MAX,
  PARTNER_STORE_FILTERS,
  PARTNER_TITLE_MAX,
} from './partner-messages.ts'

export * from './partner-messages.ts'

/** Partner application and commission states; the database enums are built from these lists. */
export const PARTNER_STATUSES = ['pending', 'approved', 'rejected'] as const
export const PARTNER_LEDGER_STATUSES = ['accrued', 'paid'] as const
/** A ledger entry is an accrual (+share of a paid line) or its reversal (−the same, on refund). */
export const PARTNER_LEDGER_KINDS = ['accrual', 'reversal'] as const
/** A payout checked on chain is made in $RDO (at the Rewards rate) or in the project's own token. */
export const PARTNER_PAYOUT_ASSETS = ['RDO', 'TOKEN'] as const
export type PartnerPayoutAsset = (typeof PARTNER_PAYOUT_ASSETS)[number]

export const partnerStatusSchema = z.enum(PARTNER_STATUSES)
export type PartnerStatus = z.infer<typeof partnerStatusSchema>
export const partnerProductTypeSchema = z.enum(PARTNER_PRODUCT_TYPES)

const solanaAddress = (message: string) => text().trim().regex(SOLANA_ADDRESS_PATTERN, message)
const httpUrl = text()
  .trim()
  .max(300, M.websiteInvalid)
  .refine((value) => {
    try {
      const url = new URL(value)
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
    } catch {
      return false
    }
  }, M.websiteInvalid)

// ——— Application ———

/**
 * POST /api/partner-projects (signed in) → 201 { project }. `logo_url` is what the logo upload answered
 * (the server accepts only logos the caller uploaded). The project starts pending; admins are told.
 */
export const partnerApplicationBody = z.object({
  name: text({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(100),
  token_symbol: text({ error: M.symbolRequired })
    .trim()
    .min(1, M.symbolRequired)
    .max(10, M.symbolInvalid)
    .regex(/^\$?[A-Za-z0-9]+$/, M.symbolInvalid)
    .transform((s) => s.replace(/^\$/, '').toUpperCase()),
  token_address: z.union([z.literal(''), solanaAddress(M.tokenAddressInvalid)]).nullish(),
  website_url: httpUrl,
  logo_url: text({ error: M.logoRequired }).trim().min(1, M.logoRequired).max(500),
  description: text({ error: M.descriptionRequired })
    .trim()
    .min(1, M.descriptionRequired)
    .max(PARTNER_PROJECT_DESCRIPTION_MAX),
  contact_name: text({ error: M.contactNameRequired }).trim().min(1, M.contactNameRequired).max(100),
  contact_email: emailSchema,
  wallet_address: solanaAddress(M.walletInvalid),
  terms_accepted: z.literal(true, { error: M.acceptTerms }),
})
export type PartnerApplicationBody = z.input<typeof partnerApplicationBody>

/** POST /api/partner-projects/logo (signed in, multipart `file`) → { logo_url }. SVGs are rasterised. */
export const partnerLogoResponse = z.object({ logo_url: z.string() })
/** POST /api/partner-designs/images (signed in, multipart `file`) → { image_url }. */
export const partnerImageResponse = z.object({ image_url: z.string() })

// ——— Projects (owner's view) ———

export const partnerProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  token_symbol: z.string(),
  token_address: z.string().nullable(),
  website_url: z.string(),
  logo_url: z.string().nullable(),
  description: z.string(),
  contact_name: z.string(),
  contact_email: z.string(),
  wallet_address: z.string(),
  status: partnerStatusSchema,
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
})
export type PartnerProject = z.infer<typeof partnerProjectSchema>
/** POST /api/partner-projects → 201. */
export const partnerApplicationResponse = z.object({ project: partnerProjectSchema })

export const partnerProjectSummarySchema = partnerProjectSchema.pick({
  id: true,
  name: true,
  token_symbol: true,
  logo_url: true,
  status: true,
  created_at: true,
})
export type PartnerProjectSummary = z.infer<typeof partnerProjectSummarySchema>

/** GET /api/partner-projects (signed in) → the caller's projects, newest first. */
export const partnerProjectsResponse = z.object({ items: z.array(partnerProjectSummarySchema) })
export type PartnerProjectsResponse = z.infer<typeof partnerProjectsResponse>

/**
 * A project's figures, from paid orders of its products and from its ledger. Units, orders and revenue
 * count paid lines that were not refunded; revenue is the lines' price (shipping excluded).
 */
export const partnerStatsSchema = z.object({
  units_sold: z.number().int(),
  /** Of the units sold: still waiting to be made, in production, and shipped (or delivered). */
  units_processing: z.number().int(),
  units_in_production: z.number().int(),
  units_shipped: z.number().int(),
  orders: z.number().int(),
  revenue_cents: z.number().int(),
  /** Ledger entries not yet in a payout (accruals minus reversals). */
  pending_payout_cents: z.number().int(),
  paid_out_cents: z.number().int(),
  designs_total: z.number().int(),
  designs_approved: z.number().int(),
  designs_pending: z.number().int(),
})
export type PartnerStats = z.infer<typeof partnerStatsSchema>

export const partnerDesignSchema = z.object({
  id: z.string(),
  partner_id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  style: z.string(),
  image_url: z.string(),
  status: partnerStatusSchema,
  votes: z.number().int(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
})
export type PartnerDesign = z.infer<typeof partnerDesignSchema>

/** GET /api/partner-projects/:id (owner) → project, figures and the newest designs. 404 for anyone else. */
export const partnerProjectDetailResponse = z.object({
  project: partnerProjectSchema,
  stats: partnerStatsSchema,
  recent_designs: z.array(partnerDesignSchema),
})
export type PartnerProjectDetailResponse = z.infer<typeof partnerProjectDetailResponse>

export const partnerPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})

/** GET /api/partner-projects/:id/designs?page (owner) → the project's designs, newest first. */
export const partnerDesignsResponse = pageOf(partnerDesignSchema)
export type PartnerDesignsResponse = z.infer<typeof partnerDesignsResponse>

export const partnerEmbedSchema = z.object({
  id: z.string(),
  embed_code: z.string(),
  embed_type: z.string(),
  allowed_domains: z.array(z.string()),
  is_active: z.boolean(),
  created_at: z.string(),
})
export type PartnerEmbed = z.infer<typeof partnerEmbedSchema>

/** GET /api/partner-projects/:id/embeds (owner) → embeds with the public store and embed addresses. */
export const partnerEmbedsResponse = z.object({
  items: z.array(partnerEmbedSchema),
  store_url: z.string(),
  embed_url: z.string(),
})
export type PartnerEmbedsResponse = z.infer<typeof partnerEmbedsResponse>

/** A host name as a partner types it: trimmed, lower-cased, scheme and path removed. */
export const normaliseHost = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/\/.*$/, '')

/** PATCH /api/partner-projects/:id/embeds/:embedId (owner) → { embed }. Host names, at most 10. */
export const updateEmbedBody = z.object({
  allowed_domains: z
    .array(text().max(260))
    .max(PARTNER_ALLOWED_DOMAINS_MAX, M.tooManyDomains)
    .transform((list) => [...new Set(list.map(normaliseHost).filter(Boolean))])
    .superRefine((list, ctx) => {
      for (const host of list)
        if (!HOST_NAME_PATTERN.test(host)) ctx.addIssue({ code: 'custom', message: M.domainInvalid(host) })
    }),
})
export type UpdateEmbedBody = z.input<typeof updateEmbedBody>
export const updateEmbedResponse = z.object({ embed: partnerEmbedSchema })

export const partnerPayoutSchema = z.object({
  id: z.string(),
  amount_cents: z.number().int(),
  transaction: z.string().nullable(),
  /** Set for payouts checked on chain: the token, the rate used (tokens per US dollar), the amount due. */
  asset: z.enum(PARTNER_PAYOUT_ASSETS).nullable(),
  rate: z.string().nullable(),
  token_amount: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
})
export type PartnerPayout = z.infer<typeof partnerPayoutSchema>

/** GET /api/partner-projects/:id/payouts?page (owner) → payment history, newest first. */
export const partnerPayoutsResponse = pageOf(partnerPayoutSchema)
export type PartnerPayoutsResponse = z.infer<typeof partnerPayoutsResponse>

// ——— Partner designs ———

/** POST /api/partner-designs (signed in) → 201 { design }: only to the caller's approved projects. */
export const partnerDesignBody = z.object({
  partner_id: z.uuid({ error: M.selectProject }),
  image_url: text({ error: M.imageRequired }).trim().min(1, M.imageRequired).max(500),
  title: text({ error: M.titleRequired })
    .trim()
    .min(1, M.titleRequired)
    .max(PARTNER_TITLE_MAX, M.titleTooLong),
  description: text().trim().max(PARTNER_DESCRIPTION_MAX, M.descriptionTooLong).nullish(),
  style: z.enum(DESIGN_STYLES).default('modern streetwear'),
  terms_accepted: z.literal(true, { error: M.acceptTerms }),
})
export type PartnerDesignBody = z.input<typeof partnerDesignBody>
export const partnerDesignSubmitResponse = z.object({ design: partnerDesignSchema })

// ——— Public store ———

export const partnerStoreQuery = z.object({
  type: z.enum(PARTNER_STORE_FILTERS).catch('all').default('all'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
})
export type PartnerStoreQuery = z.infer<typeof partnerStoreQuery>

/** One buyable store item: an approved design printed on one product type in one colour. */
export const partnerStoreProductSchema = z.object({
  /** `${product_id}:${color}`, unique in the store. */
  id: z.string(),
  product_id: z.string(),
  product_slug: z.string(),
  design_id: z.string(),
  design_title: z.string(),
  /** e.g. "Frog Season T-Shirt" */
  name: z.string(),
  type: partnerProductTypeSchema,
  color: z.string(),
  price_cents: z.number().int(),
  image_url: z.string(),
  sizes: z.array(z.string()),
})
export type PartnerStoreProduct = z.infer<typeof partnerStoreProductSchema>

export const partnerStoreSchema = z.object({
  id: z.string(),
  name: z.string(),
  token_symbol: z.string(),
  token_address: z.string().nullable(),
  website_url: z.string(),
  logo_url: z.string().nullable(),
  description: z.string(),
  created_at: z.string(),
})
export type PartnerStore = z.infer<typeof partnerStoreSchema>

/** GET /api/partner-stores/:id?type&page (public) → approved project and its products; 404 otherwise. */
export const partnerStoreResponse = z.object({
  store: partnerStoreSchema,
  products: z.array(partnerStoreProductSchema),
  ...pageFields,
  design_count: z.number().int(),
})
export type PartnerStoreResponse = z.infer<typeof partnerStoreResponse>

/** GET /api/partner-stores (public) → the newest approved partner stores, for the programme page. */
export const partnerStoreListResponse = z.object({
  items: z.array(partnerStoreSchema.pick({ id: true, name: true, token_symbol: true, logo_url: true })),
})
export type PartnerStoreListResponse = z.infer<typeof partnerStoreListResponse>
export const PARTNER_STORE_LIST_SIZE = 12

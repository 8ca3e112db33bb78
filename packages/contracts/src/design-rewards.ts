import { z } from 'zod'
import { pageOf } from './page.ts'

/** What a designer earns: a one-off bonus when the design's product goes on sale, a share of each sale. */
export const DESIGN_REWARD_KINDS = ['production_bonus', 'sale_share', 'reversal'] as const
export const REWARD_ASSETS = ['SOL', 'RDO'] as const
export const DESIGN_PRODUCTION_STATUSES = ['creating', 'published', 'failed'] as const
export type RewardAsset = (typeof REWARD_ASSETS)[number]

/** The one-off reward, in SOL, when a design's product first goes on sale. */
export const PRODUCTION_BONUS_SOL = '0.5'
/** The designer's share of each paid line's price, paid in $RDO at the Rewards rate. */
export const SALE_SHARE_PERCENT = 5
/** Places kept of an amount: SOL in lamports; $RDO amounts are rounded down to six places. */
export const SOL_DECIMALS = 9
export const RDO_AMOUNT_DECIMALS = 6

export const DESIGN_REWARD_MESSAGES = {
  notEligible: 'Only an approved design that reached the production threshold can go into production',
  inProgress: 'This design is already being put into production. Try again in a minute.',
  alreadyPublished: 'This design is already in production',
  noVariants: 'Choose at least one size and colour',
  unknownVariant: 'A chosen variant is not offered by this print provider',
  priceTooLow: 'Every price must be at least $1.00',
  imageUnreadable: 'The design image could not be read',
  published: 'The design is in production',
  settingsSaved: 'Rewards settings saved',
  rateInvalid: 'Enter a rate above zero',
  nothingDue: 'Nothing is due to the designer in this currency',
  noWallet: 'The designer has not given a wallet for rewards',
  signatureUsed: 'This transaction has already been recorded as a payout',
  notFoundOnChain: 'The transaction was not found or is not confirmed yet',
  failedOnChain: 'The transaction failed on chain',
  noTransfer: (wallet: string, asset: string) =>
    `The transaction transfers no ${asset} to the designer's wallet ${wallet}`,
  tooSmall: (sent: string, due: string, asset: string) =>
    `The transaction transfers ${sent} ${asset} to the designer's wallet; ${due} ${asset} is due`,
  rpcUnavailable: 'The Solana network could not be reached. Try again.',
  rpcNotConfigured: 'No Solana RPC is configured (SOLANA_RPC_URL)',
  mintNotConfigured: 'The $RDO mint is not configured (RDO_MINT)',
  payoutRecorded: 'Payout recorded',
  payoutEmailSubject: 'Your RDO design reward has been paid',
} as const

export const rewardsSettingsSchema = z.object({
  rdo_per_usd: z
    .number({ error: DESIGN_REWARD_MESSAGES.rateInvalid })
    .positive({ error: DESIGN_REWARD_MESSAGES.rateInvalid })
    .max(1_000_000_000, { error: DESIGN_REWARD_MESSAGES.rateInvalid }),
})
export type RewardsSettings = z.infer<typeof rewardsSettingsSchema>

/* Printify's catalogue, as the back office reads it. */
export const catalogBlueprintSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  image: z.string().nullable(),
})
export const catalogBlueprintsResponse = z.object({ items: z.array(catalogBlueprintSchema) })
export const catalogProviderSchema = z.object({ id: z.number().int(), title: z.string() })
export const catalogProvidersResponse = z.object({ items: z.array(catalogProviderSchema) })
export const catalogVariantSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  positions: z.array(z.string()),
})
export const catalogVariantsResponse = z.object({ items: z.array(catalogVariantSchema) })
export type CatalogBlueprint = z.infer<typeof catalogBlueprintSchema>
export type CatalogProvider = z.infer<typeof catalogProviderSchema>
export type CatalogVariant = z.infer<typeof catalogVariantSchema>

export const catalogBlueprintParams = z.object({ blueprint_id: z.coerce.number().int().positive() })
export const catalogProviderParams = catalogBlueprintParams.extend({
  provider_id: z.coerce.number().int().positive(),
})

const M = DESIGN_REWARD_MESSAGES
export const publishDesignBody = z.object({
  shop_id: z.number().int().positive(),
  blueprint_id: z.number().int().positive(),
  print_provider_id: z.number().int().positive(),
  title: z.string().trim().min(1).max(100),
  variants: z
    .array(
      z.object({
        id: z.number().int().positive(),
        price_cents: z.number().int().min(100, { error: M.priceTooLow }).max(100_000),
      }),
    )
    .min(1, { error: M.noVariants })
    .max(200)
    .refine((v) => new Set(v.map((x) => x.id)).size === v.length, { error: 'Each variant once' }),
  placement: z.object({
    position: z.string().trim().min(1).max(40).default('front'),
    x: z.number().min(0).max(1).default(0.5),
    y: z.number().min(0).max(1).default(0.5),
    scale: z.number().min(0.1).max(2).default(1),
    angle: z.number().int().min(-180).max(180).default(0),
  }),
})
export type PublishDesignBody = z.input<typeof publishDesignBody>

export const designProductionSchema = z.object({
  id: z.uuid(),
  /** The community design, or the partner design and the store type it is made as. */
  design_id: z.uuid().nullable(),
  partner_design_id: z.uuid().nullable(),
  product_type: z.string().nullable(),
  status: z.enum(DESIGN_PRODUCTION_STATUSES),
  shop_id: z.number().int(),
  blueprint_id: z.number().int(),
  print_provider_id: z.number().int(),
  printify_product_id: z.string().nullable(),
  product_id: z.uuid().nullable(),
  product_slug: z.string().nullable(),
  error: z.string().nullable(),
  published_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
})
export type DesignProduction = z.infer<typeof designProductionSchema>
export const designProductionResponse = z.object({ production: designProductionSchema.nullable() })

export const rewardEntrySchema = z.object({
  id: z.uuid(),
  design_id: z.uuid(),
  kind: z.enum(DESIGN_REWARD_KINDS),
  asset: z.enum(REWARD_ASSETS),
  amount: z.string(),
  rdo_per_usd: z.string().nullable(),
  order_item_id: z.uuid().nullable(),
  payout_id: z.uuid().nullable(),
  created_at: z.iso.datetime(),
})
export type RewardEntry = z.infer<typeof rewardEntrySchema>

/** Sums per asset: everything earned (net of reversals), what is not yet paid out, what is paid. */
export const rewardTotalsSchema = z.object({
  asset: z.enum(REWARD_ASSETS),
  earned: z.string(),
  pending: z.string(),
  paid: z.string(),
})
export type RewardTotals = z.infer<typeof rewardTotalsSchema>

export const designPayoutSchema = z.object({
  id: z.uuid(),
  design_id: z.uuid(),
  asset: z.enum(REWARD_ASSETS),
  amount: z.string(),
  wallet: z.string(),
  signature: z.string(),
  transferred: z.string(),
  slot: z.number().nullable(),
  created_at: z.iso.datetime(),
})
export type DesignPayout = z.infer<typeof designPayoutSchema>

export const designRewardsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
})
export const designLedgerResponse = pageOf(rewardEntrySchema).extend({
  totals: z.array(rewardTotalsSchema),
  payouts: z.array(designPayoutSchema),
  wallet: z.string().nullable(),
})
export type DesignLedgerResponse = z.infer<typeof designLedgerResponse>

/** /my-designs: the signed-in designer's totals, overall and per design. */
export const myRewardsResponse = z.object({
  totals: z.array(rewardTotalsSchema),
  designs: z.array(
    z.object({
      design_id: z.uuid(),
      title: z.string(),
      product_slug: z.string().nullable(),
      totals: z.array(rewardTotalsSchema),
    }),
  ),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
})
export type MyRewardsResponse = z.infer<typeof myRewardsResponse>

const base58 = /^[1-9A-HJ-NP-Za-km-z]+$/
export const recordPayoutBody = z.object({
  asset: z.enum(REWARD_ASSETS),
  signature: z
    .string()
    .trim()
    .min(64, { error: 'Enter the transaction signature' })
    .max(100, { error: 'Enter the transaction signature' })
    .regex(base58, { error: 'Enter the transaction signature' }),
})
export const recordPayoutResponse = z.object({ payout: designPayoutSchema })

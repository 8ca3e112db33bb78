import { z } from 'zod'
import { text } from './common.ts'
import { pageOf } from './page.ts'
import {
  COMMENT_MAX,
  COMMENT_PAGE_SIZE,
  DESIGN_DESCRIPTION_MAX,
  DESIGN_FILTER_KEYS,
  DESIGN_IMAGES_MAX,
  DESIGN_MESSAGES as M,
  DESIGN_PAGE_SIZE,
  DESIGN_STYLES,
  DESIGN_TITLE_MAX,
  MY_DESIGNS_PAGE_SIZE,
  SOLANA_ADDRESS_PATTERN,
} from './community-messages.ts'

export * from './community-messages.ts'

/** Community design states and kinds; the database enums are built from these lists. */
export const DESIGN_STATUSES = ['pending', 'approved', 'rejected'] as const
export const DESIGN_TYPES = ['graphic', 'photo'] as const
export const COMMENT_REPORT_STATUSES = ['open', 'resolved'] as const

/** What a signed-in customer can do to a design, once each: vote for it or dislike it. */
export const REACTION_KINDS = ['vote', 'dislike'] as const
export type ReactionKind = (typeof REACTION_KINDS)[number]

export const designStatusSchema = z.enum(DESIGN_STATUSES)
export type DesignStatus = z.infer<typeof designStatusSchema>
export const designTypeSchema = z.enum(DESIGN_TYPES)
export type DesignType = z.infer<typeof designTypeSchema>
export const designStyleSchema = z.enum(DESIGN_STYLES, { error: M.styleRequired })

/** A person as shown beside their design or comment: public fields only (never email). */
export const designAuthorSchema = z.object({
  id: z.string(),
  /** @username, else full name, else "Anonymous" (docs/accounts.md#public-name). */
  display_name: z.string(),
  username: z.string().nullable(),
  avatar_url: z.string().nullable(),
})
export type DesignAuthor = z.infer<typeof designAuthorSchema>

/** The counters every design carries; they change in the same transaction as the vote or dislike. */
export const designCountsSchema = z.object({
  votes: z.number().int(),
  dislike_count: z.number().int(),
  /** votes − dislikes */
  net_score: z.number().int(),
  /** Sum of the votes' bonding-curve weights. */
  weighted_score: z.number(),
})
export type DesignCounts = z.infer<typeof designCountsSchema>

/** A gallery card. `description` is the title and `prompt` the long description (the shop's data names). */
export const designCardSchema = designCountsSchema.extend({
  id: z.string(),
  description: z.string(),
  image_url: z.string(),
  style: z.string().nullable(),
  status: designStatusSchema,
  created_at: z.string(),
  author: designAuthorSchema,
  /** The design's product: being made on Printify, or on sale (null: none yet). */
  production: z.enum(['making', 'on_sale']).nullable().optional(),
  /** The shop product it is sold as, once on sale. */
  product_slug: z.string().nullable().optional(),
})
export type DesignCard = z.infer<typeof designCardSchema>

/**
 * GET /api/community-designs — one page of the gallery under a filter: `all` (net score), `trending`
 * (weighted votes minus dislikes over the last 7 days, top 20, one page), `newest`, `production`
 * (approved with net score ≥ 500, by votes) and `controversial` (over 10 votes and over 5 dislikes).
 */
export const designListQuery = z.object({
  filter: z.enum(DESIGN_FILTER_KEYS).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(60).default(DESIGN_PAGE_SIZE),
})
export type DesignListQuery = z.input<typeof designListQuery>
export const designListResponse = pageOf(designCardSchema)
export type DesignListResponse = z.infer<typeof designListResponse>

/** GET /api/community-designs/:id — everything the design page shows above the comments. */
export const designDetailSchema = designCardSchema.extend({
  /** The long description. */
  prompt: z.string().nullable(),
  category: z.string(),
  design_type: designTypeSchema,
  /** The primary image first, then the additional ones. */
  images: z.array(z.string()),
  /** Whether the creator gave a wallet for the reward (the address itself stays private). */
  reward_wallet_set: z.boolean(),
  /** Weight the next vote on this design gets (the bonding curve). */
  current_weight: z.number(),
  comment_count: z.number().int(),
  updated_at: z.string(),
})
export type DesignDetail = z.infer<typeof designDetailSchema>

/** GET /api/community-designs/reactions?ids=… — which of these designs the signed-in caller voted for or disliked. */
export const designReactionsQuery = z.object({
  ids: text()
    .max(60 * 37)
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(z.uuid()).max(60)),
})
export const designReactionsResponse = z.object({
  votes: z.array(z.string()),
  dislikes: z.array(z.string()),
})
export type DesignReactions = z.infer<typeof designReactionsResponse>

/**
 * POST/DELETE /api/community-designs/:id/vote and /dislike — the design's counters after the change
 * and, for a new vote, the weight it counted with. 401 'Please sign in to vote' / '… to dislike';
 * 409 with the duplicate messages; 404 'Design not found'.
 */
export const designReactionResponse = z.object({
  design_id: z.string(),
  counts: designCountsSchema,
  /** The weight the new vote counts with (null for dislikes and removals). */
  weight: z.number().nullable(),
  /** Weight the next vote gets. */
  current_weight: z.number(),
  voted: z.boolean(),
  disliked: z.boolean(),
})
export type DesignReactionResponse = z.infer<typeof designReactionResponse>

/** The live event on GET /api/community-designs/:id/events (`event: counts`). */
export const designLiveCountsSchema = designCountsSchema.extend({
  design_id: z.string(),
  current_weight: z.number(),
  comment_count: z.number().int(),
})
export type DesignLiveCounts = z.infer<typeof designLiveCountsSchema>

/** Comments, oldest first. `viewer_liked` is about the signed-in caller (false for visitors). */
export const designCommentSchema = z.object({
  id: z.string(),
  design_id: z.string(),
  content: z.string(),
  created_at: z.string(),
  author: designAuthorSchema,
  like_count: z.number().int(),
  viewer_liked: z.boolean(),
  viewer_reported: z.boolean(),
})
export type DesignComment = z.infer<typeof designCommentSchema>
export const commentListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(COMMENT_PAGE_SIZE),
})
export const commentListResponse = pageOf(designCommentSchema)
export type CommentListResponse = z.infer<typeof commentListResponse>
/** POST /api/community-designs/:id/comments → 201 DesignComment. 401 'Please sign in to comment'. */
export const createCommentBody = z.object({
  content: text({ error: M.commentEmpty }).trim().min(1, M.commentEmpty).max(COMMENT_MAX, M.commentTooLong),
})
export type CreateCommentBody = z.infer<typeof createCommentBody>
/** POST/DELETE /api/community-designs/comments/:commentId/like */
export const commentLikeResponse = z.object({ liked: z.boolean(), like_count: z.number().int() })
export type CommentLikeResponse = z.infer<typeof commentLikeResponse>
/** POST /api/community-designs/comments/:commentId/report — once per person; a repeat is accepted quietly. */
export const reportCommentBody = z.object({ reason: text().trim().max(500).optional() })
export const reportCommentResponse = z.object({ reported: z.literal(true) })

/** POST /api/community-designs/images (multipart, one file) → the stored image, for the submission form. */
export const designImageResponse = z.object({ url: z.string() })
export type DesignImageResponse = z.infer<typeof designImageResponse>

/**
 * POST /api/community-designs → 201 DesignDetail. `images` are URLs the same person uploaded through
 * POST /api/community-designs/images, the first being the primary one.
 */
export const createDesignBody = z.object({
  title: text({ error: M.titleRequired })
    .trim()
    .min(1, M.titleRequired)
    .max(DESIGN_TITLE_MAX, M.titleTooLong),
  description: text({ error: M.descriptionRequired })
    .trim()
    .min(1, M.descriptionRequired)
    .max(DESIGN_DESCRIPTION_MAX, M.descriptionTooLong),
  style: designStyleSchema,
  design_type: designTypeSchema.default('graphic'),
  wallet_address: text()
    .trim()
    .transform((s) => s || null)
    .pipe(z.string().regex(SOLANA_ADDRESS_PATTERN, M.invalidWallet).nullable())
    .nullish(),
  terms_accepted: z.literal(true, { error: M.termsRequired }),
  images: z
    .array(text().max(500), { error: M.imageRequired })
    .min(1, M.imageRequired)
    .max(DESIGN_IMAGES_MAX, M.tooManyImages),
})
export type CreateDesignBody = z.input<typeof createDesignBody>

/** GET /api/my-designs — the caller's own designs, newest first, with their counters. */
export const myDesignSchema = designCardSchema.extend({
  /** The reviewers' latest words (a change request or plain feedback), if any. */
  review_feedback: z.string().nullable(),
})
export type MyDesign = z.infer<typeof myDesignSchema>
export const myDesignsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(60).default(MY_DESIGNS_PAGE_SIZE),
})
export const myDesignsResponse = pageOf(myDesignSchema).extend({
  counters: z.object({
    total: z.number().int(),
    pending: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
    in_production: z.number().int(),
    total_votes: z.number().int(),
    net_score: z.number().int(),
  }),
})
export type MyDesignsResponse = z.infer<typeof myDesignsResponse>

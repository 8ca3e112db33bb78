import { z } from 'zod'
import { text } from './common.ts'
import { REVIEW_MESSAGES } from './storefront-messages.ts'

// The texts live in the zod-free module so shop pages can import them without the schemas.
export { REVIEW_MESSAGES }

export const REVIEW_TITLE_MAX = 100
export const REVIEW_CONTENT_MAX = 1000

export const reviewSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  user_id: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  content: z.string(),
  /** The author's public name: @username, else full name, else "Anonymous" (docs/accounts.md#public-name). */
  author_name: z.string(),
  created_at: z.string(),
})
export type Review = z.infer<typeof reviewSchema>

/**
 * GET /api/products/:productId/reviews — newest first. `viewer_has_reviewed` is true when the signed-in
 * caller already reviewed this product (the Write a Review form is then hidden).
 */
export const reviewListResponse = z.object({
  items: z.array(reviewSchema),
  total: z.number().int().nonnegative(),
  average_rating: z.number().nullable(),
  viewer_has_reviewed: z.boolean(),
})
export type ReviewListResponse = z.infer<typeof reviewListResponse>

/**
 * POST /api/products/:productId/reviews → 201 Review. 401 'Please sign in to leave a review';
 * 409 'You have already reviewed this product'; 404 'Product not found'.
 */
export const createReviewBody = z.object({
  rating: z
    .number({ error: REVIEW_MESSAGES.ratingRequired })
    .int(REVIEW_MESSAGES.ratingRequired)
    .min(1, REVIEW_MESSAGES.ratingRequired)
    .max(5, REVIEW_MESSAGES.ratingRequired),
  title: text({ error: REVIEW_MESSAGES.fillAllFields })
    .trim()
    .min(1, REVIEW_MESSAGES.fillAllFields)
    .max(REVIEW_TITLE_MAX, REVIEW_MESSAGES.titleTooLong),
  content: text({ error: REVIEW_MESSAGES.fillAllFields })
    .trim()
    .min(1, REVIEW_MESSAGES.fillAllFields)
    .max(REVIEW_CONTENT_MAX, REVIEW_MESSAGES.contentTooLong),
})
export type CreateReviewBody = z.infer<typeof createReviewBody>

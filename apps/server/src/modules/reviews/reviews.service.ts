import { and, count, desc, eq, sql } from 'drizzle-orm'
import { CATALOG_MESSAGES, REVIEW_MESSAGES, type CreateReviewBody, type Review } from '@rdo/contracts'
import { user } from '../../db/schema/auth.ts'
import { products } from '../../db/schema/catalog.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { productReviews } from '../../db/schema/reviews.ts'
import { Conflict, isUniqueViolation, NotFound } from '../../lib/errors.ts'
import { publicNameOf } from '../../lib/public-name.ts'
import type { AppContext } from '../../types.ts'

async function assertActiveProduct(ctx: AppContext, productId: string) {
  const [p] = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.active, true)))
  if (!p) throw new NotFound(CATALOG_MESSAGES.productNotFound)
}

const reviewColumns = {
  id: productReviews.id,
  product_id: productReviews.productId,
  user_id: productReviews.userId,
  rating: productReviews.rating,
  title: productReviews.title,
  content: productReviews.content,
  username: profiles.username,
  fullName: profiles.fullName,
  createdAt: productReviews.createdAt,
}

type ReviewRow = Omit<Review, 'created_at' | 'author_name'> & {
  username: string | null
  fullName: string | null
  createdAt: Date
}
/** The author is shown by their public name only (docs/accounts.md#public-name). */
const toDto = ({ createdAt, username, fullName, ...r }: ReviewRow): Review => ({
  ...r,
  author_name: publicNameOf({ username, fullName }),
  created_at: createdAt.toISOString(),
})

/** Newest first (the latest 200), with the count, the average and whether the caller already reviewed. */
export async function listReviews(ctx: AppContext, productId: string, viewerId: string | null) {
  await assertActiveProduct(ctx, productId)
  const [rows, [stats], own] = await Promise.all([
    ctx.db
      .select(reviewColumns)
      .from(productReviews)
      .innerJoin(user, eq(user.id, productReviews.userId))
      .leftJoin(profiles, eq(profiles.id, productReviews.userId))
      .where(eq(productReviews.productId, productId))
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(200),
    ctx.db
      .select({ total: count(), average: sql<string | null>`avg(${productReviews.rating})` })
      .from(productReviews)
      .where(eq(productReviews.productId, productId)),
    viewerId
      ? ctx.db
          .select({ id: productReviews.id })
          .from(productReviews)
          .where(and(eq(productReviews.productId, productId), eq(productReviews.userId, viewerId)))
      : Promise.resolve([]),
  ])
  return {
    items: rows.map(toDto),
    total: stats?.total ?? 0,
    average_rating: stats?.average == null ? null : Math.round(Number(stats.average) * 10) / 10,
    viewer_has_reviewed: own.length > 0,
  }
}

/** One review per user per product; the unique constraint settles a double submit. */
export async function createReview(
  ctx: AppContext,
  { userId, productId, body }: { userId: string; productId: string; body: CreateReviewBody },
): Promise<Review> {
  await assertActiveProduct(ctx, productId)
  try {
    const [created] = await ctx.db
      .insert(productReviews)
      .values({ productId, userId, rating: body.rating, title: body.title, content: body.content })
      .returning({ id: productReviews.id })
    const [row] = await ctx.db
      .select(reviewColumns)
      .from(productReviews)
      .innerJoin(user, eq(user.id, productReviews.userId))
      .leftJoin(profiles, eq(profiles.id, productReviews.userId))
      .where(eq(productReviews.id, created!.id))
    return toDto(row!)
  } catch (err) {
    if (isUniqueViolation(err)) throw new Conflict(REVIEW_MESSAGES.alreadyReviewed, 'ALREADY_REVIEWED')
    throw err
  }
}

import { and, asc, eq, sql } from 'drizzle-orm'
import type { CommentLikeResponse, CommentListResponse, DesignComment } from '@rdo/contracts'
import { communityDesigns, designComments } from '../../db/schema/community.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { publicNameOf } from '../../lib/public-name.ts'
import type { AppContext } from '../../types.ts'
import { commentNotFound, designNotFound } from './params.ts'

type AuthorRow = {
  userId: string
  username: string | null
  fullName: string | null
  avatarUrl: string | null
}

/** Other people see a commenter by their public name only (never any part of the email). */
const authorOf = (r: AuthorRow) => ({
  id: r.userId,
  display_name: publicNameOf(r),
  username: r.username,
  avatar_url: r.avatarUrl,
})

const authorColumns = {
  userId: designComments.userId,
  username: profiles.username,
  fullName: profiles.fullName,
  avatarUrl: profiles.avatarUrl,
}

/** A design's visible comments, oldest first, with likes and what the signed-in caller did to each. */
export async function listComments(
  ctx: AppContext,
  designId: string,
  viewerId: string | null,
  { page, per_page }: { page: number; per_page: number },
): Promise<CommentListResponse> {
  // The correlated subqueries name the outer tables in full: Drizzle writes a column in a select
  // list without its table, which a subquery would resolve to its own column.
  const viewerLiked = viewerId
    ? sql<boolean>`exists (select 1 from comment_likes l where l.comment_id = design_comments.id and l.user_id = ${viewerId})`
    : sql<boolean>`false`
  const viewerReported = viewerId
    ? sql<boolean>`exists (select 1 from comment_reports r where r.comment_id = design_comments.id and r.user_id = ${viewerId})`
    : sql<boolean>`false`
  const [[design], rows] = await Promise.all([
    ctx.db
      .select({
        total: sql<number>`(select count(*)::int from design_comments c where c.design_id = community_designs.id and not c.hidden)`,
      })
      .from(communityDesigns)
      .where(eq(communityDesigns.id, designId)),
    ctx.db
      .select({
        id: designComments.id,
        content: designComments.content,
        createdAt: designComments.createdAt,
        ...authorColumns,
        likeCount: sql<number>`(select count(*)::int from comment_likes l where l.comment_id = design_comments.id)`,
        viewerLiked,
        viewerReported,
      })
      .from(designComments)
      .leftJoin(profiles, eq(profiles.id, designComments.userId))
      .where(and(eq(designComments.designId, designId), eq(designComments.hidden, false)))
      .orderBy(asc(designComments.createdAt), asc(designComments.id))
      .limit(per_page)
      .offset((page - 1) * per_page),
  ])
  if (!design) throw designNotFound()
  return {
    items: rows.map((r) => ({
      id: r.id,
      design_id: designId,
      content: r.content,
      created_at: r.createdAt.toISOString(),
      author: authorOf(r),
      like_count: r.likeCount,
      viewer_liked: r.viewerLiked,
      viewer_reported: r.viewerReported,
    })),
    total: design.total,
    page,
    per_page,
  }
}

/** Adds a comment; the design's comment count moves in the same transaction (and is announced live). */
export async function createComment(
  ctx: AppContext,
  { designId, userId, content }: { designId: string; userId: string; content: string },
): Promise<DesignComment> {
  return ctx.db.transaction(async (tx) => {
    const [design] = await tx
      .update(communityDesigns)
      .set({ commentCount: sql`${communityDesigns.commentCount} + 1` })
      .where(eq(communityDesigns.id, designId))
      .returning({ id: communityDesigns.id })
    if (!design) throw designNotFound()
    const [comment] = await tx.insert(designComments).values({ designId, userId, content }).returning()
    const [profile] = await tx
      .select({ username: profiles.username, fullName: profiles.fullName, avatarUrl: profiles.avatarUrl })
      .from(profiles)
      .where(eq(profiles.id, userId))
    return {
      id: comment!.id,
      design_id: designId,
      content: comment!.content,
      created_at: comment!.createdAt.toISOString(),
      author: authorOf({
        userId,
        username: profile?.username ?? null,
        fullName: profile?.fullName ?? null,
        avatarUrl: profile?.avatarUrl ?? null,
      }),
      like_count: 0,
      viewer_liked: false,
      viewer_reported: false,
    }
  })
}

/**
 * Likes or unlikes a visible comment; repeating either changes nothing. One statement: the like
 * count is the stored likes plus or minus this change.
 */
export async function setCommentLike(
  ctx: AppContext,
  { commentId, userId, liked }: { commentId: string; userId: string; liked: boolean },
): Promise<CommentLikeResponse> {
  const change = liked
    ? sql`insert into comment_likes (comment_id, user_id) select id, ${userId} from c
            on conflict do nothing returning 1`
    : sql`delete from comment_likes l using c where l.comment_id = c.id and l.user_id = ${userId} returning 1`
  const { rows } = await ctx.db.execute<{ found: boolean; like_count: number }>(sql`
    with c as (select id from design_comments where id = ${commentId} and not hidden),
         change as (${change})
    select exists (select 1 from c) as found,
           ((select count(*) from comment_likes l where l.comment_id = ${commentId})
             ${liked ? sql`+` : sql`-`} (select count(*) from change))::int as like_count`)
  const row = rows[0]
  if (!row?.found) throw commentNotFound()
  return { liked, like_count: row.like_count }
}

/**
 * Reports a visible comment to the moderators, once per person; a repeat is accepted quietly.
 * Returns whether this call filed the report.
 */
export async function reportComment(
  ctx: AppContext,
  { commentId, userId, reason }: { commentId: string; userId: string; reason: string | null },
): Promise<boolean> {
  const { rows } = await ctx.db.execute<{ found: boolean; created: boolean }>(sql`
    with c as (select id from design_comments where id = ${commentId} and not hidden),
         filed as (insert into comment_reports (comment_id, user_id, reason, status)
                   select id, ${userId}, ${reason}, 'open' from c
                   on conflict on constraint comment_reports_comment_user_unique do nothing returning 1)
    select exists (select 1 from c) as found, exists (select 1 from filed) as created`)
  const row = rows[0]
  if (!row?.found) throw commentNotFound()
  return row.created
}

import { and, count, desc, eq } from 'drizzle-orm'
import {
  PARTNER_DESIGNS_PAGE_SIZE,
  PARTNER_MESSAGES as M,
  PARTNER_RECENT_DESIGNS,
  type PartnerDesignsResponse,
  type PartnerEmbed,
  type PartnerEmbedsResponse,
  type PartnerPayoutsResponse,
  type PartnerProjectDetailResponse,
  type PartnerProjectsResponse,
  type updateEmbedBody,
} from '@rdo/contracts'
import type { z } from 'zod'
import { partnerDesigns, partnerEmbeds, partnerPayouts, partnerProjects } from '../../db/schema/partners.ts'
import { isUuid } from '../../lib/access.ts'
import { NotFound } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import { embedUrlOf, storeUrlOf } from './partner-application.ts'
import { toPartnerDesign, toPartnerPayout, toPartnerProject, toPartnerProjectSummary } from './partner-dto.ts'
import { partnerStats } from './partner-stats.ts'

/**
 * The partner's own views. The routes' owner policy has already checked that the caller created the
 * project named in the path; these functions take its id.
 */

export const PARTNER_PAYOUTS_PAGE_SIZE = 20

type EmbedRow = typeof partnerEmbeds.$inferSelect

const toEmbed = (row: EmbedRow): PartnerEmbed => ({
  id: row.id,
  embed_code: row.embedCode,
  embed_type: row.embedType,
  allowed_domains: row.allowedDomains,
  is_active: row.isActive,
  created_at: row.createdAt.toISOString(),
})

/** The caller's projects, newest first. */
export async function listOwnProjects(ctx: AppContext, userId: string): Promise<PartnerProjectsResponse> {
  const rows = await ctx.db
    .select()
    .from(partnerProjects)
    .where(eq(partnerProjects.createdBy, userId))
    .orderBy(desc(partnerProjects.createdAt), desc(partnerProjects.id))
  return { items: rows.map(toPartnerProjectSummary) }
}

/** A project with its figures and its newest designs. */
export async function getProjectDetail(ctx: AppContext, id: string): Promise<PartnerProjectDetailResponse> {
  const [[project], stats, recent] = await Promise.all([
    ctx.db.select().from(partnerProjects).where(eq(partnerProjects.id, id)),
    partnerStats(ctx.db, id),
    ctx.db
      .select()
      .from(partnerDesigns)
      .where(eq(partnerDesigns.partnerId, id))
      .orderBy(desc(partnerDesigns.createdAt), desc(partnerDesigns.id))
      .limit(PARTNER_RECENT_DESIGNS),
  ])
  if (!project) throw new NotFound(M.projectNotFound)
  return { project: toPartnerProject(project), stats, recent_designs: recent.map(toPartnerDesign) }
}

/** Every design of the project, newest first, one page at a time. */
export async function listProjectDesigns(
  ctx: AppContext,
  id: string,
  page: number,
): Promise<PartnerDesignsResponse> {
  const perPage = PARTNER_DESIGNS_PAGE_SIZE
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(partnerDesigns)
      .where(eq(partnerDesigns.partnerId, id))
      .orderBy(desc(partnerDesigns.createdAt), desc(partnerDesigns.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    ctx.db.select({ n: count() }).from(partnerDesigns).where(eq(partnerDesigns.partnerId, id)),
  ])
  return { items: rows.map(toPartnerDesign), total: total!.n, page, per_page: perPage }
}

/** The project's embeds, newest first, with the addresses of its public and embeddable stores. */
export async function listEmbeds(ctx: AppContext, id: string): Promise<PartnerEmbedsResponse> {
  const rows = await ctx.db
    .select()
    .from(partnerEmbeds)
    .where(eq(partnerEmbeds.partnerId, id))
    .orderBy(desc(partnerEmbeds.createdAt), desc(partnerEmbeds.id))
  return { items: rows.map(toEmbed), store_url: storeUrlOf(ctx, id), embed_url: embedUrlOf(ctx, id) }
}

/** The host names that may frame the store; the embed must be one of this project's. */
export async function updateEmbed(
  ctx: AppContext,
  id: string,
  embedId: string,
  body: z.output<typeof updateEmbedBody>,
): Promise<{ embed: PartnerEmbed }> {
  const notFound = () => new NotFound(M.embedCodeNotFound)
  if (!isUuid(embedId)) throw notFound()
  const [row] = await ctx.db
    .update(partnerEmbeds)
    .set({ allowedDomains: body.allowed_domains })
    .where(and(eq(partnerEmbeds.id, embedId), eq(partnerEmbeds.partnerId, id)))
    .returning()
  if (!row) throw notFound()
  return { embed: toEmbed(row) }
}

/** The project's payouts, newest first. */
export async function listPayouts(
  ctx: AppContext,
  id: string,
  page: number,
): Promise<PartnerPayoutsResponse> {
  const perPage = PARTNER_PAYOUTS_PAGE_SIZE
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(partnerPayouts)
      .where(eq(partnerPayouts.partnerId, id))
      .orderBy(desc(partnerPayouts.createdAt), desc(partnerPayouts.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    ctx.db.select({ n: count() }).from(partnerPayouts).where(eq(partnerPayouts.partnerId, id)),
  ])
  return { items: rows.map(toPartnerPayout), total: total!.n, page, per_page: perPage }
}

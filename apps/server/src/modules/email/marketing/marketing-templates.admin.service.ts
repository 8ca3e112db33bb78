import {
  MARKETING_MESSAGES as M,
  type AdminListQuery,
  type MarketingTemplate,
  type MarketingTemplateListResponse,
  type marketingTemplateBody,
  type marketingTemplatePatch,
} from '@rdo/contracts'
import { eq, ilike, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { marketingTemplates } from '../../../db/schema/marketing.ts'
import { isUuid } from '../../../lib/access.ts'
import { likePattern, orderBy, pageWindow, toPage } from '../../../lib/admin-list.ts'
import { writeAudit, type AuditActor } from '../../../lib/audit.ts'
import { NotFound } from '../../../lib/errors.ts'
import type { AppContext } from '../../../types.ts'
import { checkCampaignContent } from './campaign-content.ts'

type TemplateInput = z.infer<typeof marketingTemplateBody>
type TemplatePatch = z.infer<typeof marketingTemplatePatch>
type TemplateRow = typeof marketingTemplates.$inferSelect

const templateNotFound = () => new NotFound(M.templateNotFound, 'TEMPLATE_NOT_FOUND')

function toTemplate(t: TemplateRow): MarketingTemplate {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    content: t.content,
    category: t.category,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
  }
}

/** What the audit keeps of a template: everything but its (possibly large) HTML. */
const snapshot = (t: TemplateRow) => ({ name: t.name, description: t.description, category: t.category })

/** One page of marketing templates, newest first, searched by name or description. */
export async function listTemplates(
  ctx: AppContext,
  q: AdminListQuery,
): Promise<MarketingTemplateListResponse> {
  const term = q.q ? likePattern(q.q) : null
  const where = term
    ? or(ilike(marketingTemplates.name, term), ilike(marketingTemplates.description, term))
    : undefined
  const { limit, offset } = pageWindow(q)
  const [rows, [n]] = await Promise.all([
    ctx.db
      .select()
      .from(marketingTemplates)
      .where(where)
      .orderBy(orderBy(sql`${marketingTemplates.createdAt}`, q.dir, sql`${marketingTemplates.id}`))
      .limit(limit)
      .offset(offset),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(marketingTemplates)
      .where(where),
  ])
  return toPage(rows.map(toTemplate), n?.n ?? 0, q)
}

export async function createTemplate(
  ctx: AppContext,
  actor: AuditActor,
  body: TemplateInput,
): Promise<MarketingTemplate> {
  checkCampaignContent(ctx, { subject: '', html: body.content }, {})
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(marketingTemplates)
      .values({
        name: body.name,
        description: body.description || null,
        content: body.content,
        category: body.category,
      })
      .returning()
    await writeAudit(tx, actor, {
      action: 'marketing_template.create',
      entity: 'marketing_templates',
      entityId: row!.id,
      after: snapshot(row!),
    })
    return toTemplate(row!)
  })
}

export async function updateTemplate(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
  patch: TemplatePatch,
): Promise<MarketingTemplate> {
  if (!isUuid(id)) throw templateNotFound()
  if (patch.content !== undefined) checkCampaignContent(ctx, { subject: '', html: patch.content }, {})
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(marketingTemplates)
      .where(eq(marketingTemplates.id, id))
      .for('update')
    if (!before) throw templateNotFound()
    const [row] = await tx
      .update(marketingTemplates)
      .set({
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.description !== undefined && { description: patch.description || null }),
        ...(patch.content !== undefined && { content: patch.content }),
        ...(patch.category !== undefined && { category: patch.category }),
        updatedAt: sql`now()`,
      })
      .where(eq(marketingTemplates.id, id))
      .returning()
    await writeAudit(tx, actor, {
      action: 'marketing_template.update',
      entity: 'marketing_templates',
      entityId: id,
      before: snapshot(before),
      after: { ...snapshot(row!), content_changed: patch.content !== undefined },
    })
    return toTemplate(row!)
  })
}

/** Deletes a template; campaigns that used it keep their own row (their template becomes none). */
export async function deleteTemplate(ctx: AppContext, actor: AuditActor, id: string): Promise<void> {
  if (!isUuid(id)) throw templateNotFound()
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(marketingTemplates).where(eq(marketingTemplates.id, id)).returning()
    if (!row) throw templateNotFound()
    await writeAudit(tx, actor, {
      action: 'marketing_template.delete',
      entity: 'marketing_templates',
      entityId: id,
      before: snapshot(row),
    })
  })
}

import {
  EMAIL_ADMIN_MESSAGES as M,
  type EmailPreviewResponse,
  type EmailTemplate,
  type EmailTemplateListQuery,
  type EmailTemplateListResponse,
  type emailPreviewBody,
  type emailTemplateBody,
} from '@rdo/contracts'
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db, DbOrTx } from '../../../db/client.ts'
import { emailTemplates } from '../../../db/schema/email.ts'
import { isUuid } from '../../../lib/access.ts'
import { likePattern, pageWindow, toPage } from '../../../lib/admin-list.ts'
import { writeAudit, type AuditActor } from '../../../lib/audit.ts'
import { Conflict, isUniqueViolation, NotFound } from '../../../lib/errors.ts'
import type { AppContext } from '../../../types.ts'
import { BUILT_IN_TEMPLATE_NAMES, builtInTemplates } from './default-templates.ts'
import type { EmailTemplatePatchBody as PatchBody } from '@rdo/contracts'
import {
  exampleData,
  placeholdersOf,
  renderChecked,
  validateParts,
  variablesRecord,
} from './template-source.ts'

type Row = typeof emailTemplates.$inferSelect
type CreateBody = z.infer<typeof emailTemplateBody>
type PreviewBody = z.infer<typeof emailPreviewBody>

const templateNotFound = () => new NotFound(M.templateNotFound, 'TEMPLATE_NOT_FOUND')
const nameTaken = () => new Conflict(M.templateNameTaken, 'TEMPLATE_NAME_TAKEN')
const builtIn = () => new Conflict(M.builtInTemplate, 'BUILT_IN_TEMPLATE')

export function toTemplate(r: Row): EmailTemplate {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    subject: r.subject,
    html_content: r.htmlContent,
    text_content: r.textContent,
    is_active: r.isActive,
    variables: r.variables,
    built_in: BUILT_IN_TEMPLATE_NAMES.has(r.name),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }
}

/** What the audit keeps of a template: its settings and the size of its bodies, not 500 KB of HTML. */
const snapshot = (r: Row) => ({
  name: r.name,
  description: r.description,
  subject: r.subject,
  is_active: r.isActive,
  variables: Object.keys(r.variables),
  html_chars: r.htmlContent.length,
  text_chars: r.textContent?.length ?? null,
})

/**
 * Gives each template the shop sends by name a row the admin can see and edit, once per app context
 * (`ctx.runtimes.email`): missing ones are inserted, existing ones (maybe edited) are left alone.
 */
export function createBuiltInTemplates(db: Db) {
  let done: Promise<void> | null = null
  return {
    ensure(): Promise<void> {
      if (!done) {
        const attempt = (async () => {
          const rows = Object.entries(builtInTemplates).map(([name, t]) => ({
            name,
            subject: t.subject,
            htmlContent: t.html,
            variables: placeholdersOf(t.subject, t.html),
          }))
          await db.insert(emailTemplates).values(rows).onConflictDoNothing({ target: emailTemplates.name })
        })()
        // A failed attempt is tried again by the next list.
        attempt.catch(() => {
          if (done === attempt) done = null
        })
        done = attempt
      }
      return done
    },
  }
}

/** One page of templates by name, searched over name, subject and description. */
export async function listTemplates(
  ctx: AppContext,
  q: EmailTemplateListQuery,
): Promise<EmailTemplateListResponse> {
  await ctx.runtimes.email.builtIns.ensure()
  const term = q.q ? likePattern(q.q) : null
  const where: SQL | undefined = and(
    term
      ? or(
          ilike(emailTemplates.name, term),
          ilike(emailTemplates.subject, term),
          ilike(emailTemplates.description, term),
        )
      : undefined,
    q.status === 'all' ? undefined : eq(emailTemplates.isActive, q.status === 'active'),
  )
  const { limit, offset } = pageWindow(q)
  const [rows, [n]] = await Promise.all([
    ctx.db
      .select()
      .from(emailTemplates)
      .where(where)
      .orderBy(asc(emailTemplates.name), asc(emailTemplates.id))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(emailTemplates).where(where),
  ])
  return toPage(rows.map(toTemplate), n?.n ?? 0, q)
}

async function findRow(db: DbOrTx, id: string, lock = false): Promise<Row> {
  if (!isUuid(id)) throw templateNotFound()
  const query = db.select().from(emailTemplates).where(eq(emailTemplates.id, id))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw templateNotFound()
  return row
}

export async function getTemplate(ctx: AppContext, id: string): Promise<EmailTemplate> {
  return toTemplate(await findRow(ctx.db, id))
}

/** Creates an active template after checking that its subject, HTML and text render. 409 on a taken name. */
export async function createTemplate(
  ctx: AppContext,
  actor: AuditActor,
  body: CreateBody,
): Promise<EmailTemplate> {
  const variables = variablesRecord(body.variables)
  const parts = { subject: body.subject, html: body.html_content, text: body.text_content }
  validateParts(ctx, { name: body.name, parts, whole: parts }, variables)
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(emailTemplates)
        .values({
          name: body.name,
          description: body.description || null,
          subject: body.subject,
          htmlContent: body.html_content,
          textContent: body.text_content || null,
          isActive: true,
          variables,
        })
        .onConflictDoNothing({ target: emailTemplates.name })
        .returning()
      if (!row) throw nameTaken()
      await writeAudit(tx, actor, {
        action: 'email_template.create',
        entity: 'email_templates',
        entityId: row.id,
        after: snapshot(row),
      })
      return toTemplate(row)
    })
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken()
    throw err
  }
}

/**
 * Changes any of a template's fields (including is_active). Only the parts given are checked, so
 * switching a template off never fails on its content. A built-in template keeps its name: the shop
 * finds it by that name.
 */
export async function updateTemplate(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
  body: PatchBody,
): Promise<EmailTemplate> {
  const variables = body.variables ? variablesRecord(body.variables) : undefined
  try {
    return await ctx.db.transaction(async (tx) => {
      const before = await findRow(tx, id, true)
      if (body.name !== undefined && body.name !== before.name && BUILT_IN_TEMPLATE_NAMES.has(before.name))
        throw builtIn()
      const parts = { subject: body.subject, html: body.html_content, text: body.text_content }
      const whole = {
        subject: body.subject ?? before.subject,
        html: body.html_content ?? before.htmlContent,
        text: body.text_content === undefined ? before.textContent : body.text_content,
      }
      validateParts(ctx, { name: body.name ?? before.name, parts, whole }, variables ?? before.variables)
      const [row] = await tx
        .update(emailTemplates)
        .set({
          ...(body.name !== undefined && { name: body.name }),
          ...(body.description !== undefined && { description: body.description || null }),
          ...(body.subject !== undefined && { subject: body.subject }),
          ...(body.html_content !== undefined && { htmlContent: body.html_content }),
          ...(body.text_content !== undefined && { textContent: body.text_content || null }),
          ...(body.is_active !== undefined && { isActive: body.is_active }),
          ...(variables && { variables }),
          updatedAt: sql`now()`,
        })
        .where(eq(emailTemplates.id, id))
        .returning()
      await writeAudit(tx, actor, {
        action: 'email_template.update',
        entity: 'email_templates',
        entityId: id,
        before: snapshot(before),
        after: snapshot(row!),
      })
      return toTemplate(row!)
    })
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken()
    throw err
  }
}

/** Deletes a template the admin made; the shop's own named templates answer 409. */
export async function deleteTemplate(ctx: AppContext, actor: AuditActor, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await findRow(tx, id, true)
    if (BUILT_IN_TEMPLATE_NAMES.has(row.name)) throw builtIn()
    await tx.delete(emailTemplates).where(eq(emailTemplates.id, id))
    await writeAudit(tx, actor, {
      action: 'email_template.delete',
      entity: 'email_templates',
      entityId: id,
      before: snapshot(row),
    })
  })
}

/** The editor's current content rendered as it would be sent, with `data` or the variables' examples. */
export function previewTemplate(ctx: AppContext, body: PreviewBody): EmailPreviewResponse {
  const data = body.data ?? exampleData(variablesRecord(body.variables))
  return renderChecked(ctx, { subject: body.subject, html: body.html_content, text: body.text_content }, data)
}

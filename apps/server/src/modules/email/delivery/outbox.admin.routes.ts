import { desc, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { emailMessages } from '../../../db/schema/email.ts'
import { NotFound } from '../../../lib/errors.ts'
import { ADMIN } from '../../../lib/access.ts'
import { redactTokenLinks } from './redact-links.ts'

const message = z.object({
  id: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  html: z.string().nullable(),
  text: z.string().nullable(),
  template: z.string().nullable(),
  status: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
})

/** The built-in outbox: every message the shop has sent, readable by admins with token links hidden. */
const outboxAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const showLinks = app.ctx.config.OUTBOX_SHOW_LINKS
  type Row = typeof emailMessages.$inferSelect
  // A message whose delivery job has not rendered it yet is rendered now, as it will be sent.
  const rendered = async (m: Row): Promise<Row> =>
    m.templateData ? { ...m, ...(await app.ctx.mailer.renderQueued(m.id)) } : m
  const toDto = (m: Row) => ({
    id: m.id,
    to: m.toAddresses,
    subject: m.subject,
    html: showLinks ? m.html : redactTokenLinks(m.html),
    text: showLinks ? m.text : redactTokenLinks(m.text),
    template: m.templateName,
    status: m.status,
    created_at: m.createdAt.toISOString(),
    sent_at: m.sentAt?.toISOString() ?? null,
  })
  app.get(
    '/outbox',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['admin'],
        querystring: z.object({
          to: z.string().optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: z.object({ items: z.array(message) }) },
      },
    },
    async (req) => {
      const rows = await app.ctx.db
        .select()
        .from(emailMessages)
        .orderBy(desc(emailMessages.createdAt))
        .limit(req.query.to ? 500 : req.query.limit)
      const wanted = req.query.to?.toLowerCase()
      const items = wanted
        ? rows.filter((m) => m.toAddresses.some((a) => a.toLowerCase() === wanted)).slice(0, req.query.limit)
        : rows
      return { items: (await Promise.all(items.map(rendered))).map(toDto) }
    },
  )
  app.get(
    '/outbox/:id',
    {
      config: { access: ADMIN },
      schema: { tags: ['admin'], params: z.object({ id: z.uuid() }), response: { 200: message } },
    },
    async (req) => {
      const [m] = await app.ctx.db.select().from(emailMessages).where(eq(emailMessages.id, req.params.id))
      if (!m) throw new NotFound('Message not found')
      return toDto(await rendered(m))
    },
  )
}
export default outboxAdminRoutes

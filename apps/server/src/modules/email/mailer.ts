import { and, eq, sql } from 'drizzle-orm'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import { emailLogs, emailMessages, emailTemplates } from '../../db/schema/email.ts'
import type { Jobs } from '../../plugins/jobs.ts'
import { builtInTemplates } from './default-templates.ts'
import { createTemplateRenderer, htmlToText } from './render.ts'

export const SEND_EMAIL_JOB = 'email.send'

export type EmailInput = {
  to: string | string[]
  subject: string
  html: string
  text?: string
  /** A retried request with the same key never sends a second message. */
  idempotencyKey: string
  userId?: string | null
  templateName?: string
  tags?: Record<string, string>
  headers?: Record<string, string>
}

export type TemplateInput = Omit<EmailInput, 'subject' | 'html' | 'text' | 'templateName'> & {
  template: string
  data: Record<string, unknown>
}

type Deps = { db: Db; config: Config; jobs: Jobs; log: (msg: string, extra?: object) => void }

export function createMailer({ db, config, jobs, log }: Deps) {
  const transport: Transporter | null = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null
  const transportName = transport ? 'smtp' : 'outbox'
  const renderTemplate = createTemplateRenderer()

  async function renderNamed(name: string, data: Record<string, unknown>) {
    const [row] = await db
      .select()
      .from(emailTemplates)
      .where(and(eq(emailTemplates.name, name), eq(emailTemplates.isActive, true)))
      .limit(1)
    const source = row ? { subject: row.subject, html: row.htmlContent } : builtInTemplates[name]
    if (!source) throw new Error(`Email template "${name}" not found`)
    return {
      subject: renderTemplate(source.subject, data, { html: false }),
      html: renderTemplate(source.html, data),
    }
  }

  /** Records the message (the outbox) and queues its delivery. Returns the message id. */
  async function enqueue(input: EmailInput): Promise<string> {
    const to = (Array.isArray(input.to) ? input.to : [input.to]).map((a) => a.trim().toLowerCase())
    const inserted = await db
      .insert(emailMessages)
      .values({
        idempotencyKey: input.idempotencyKey,
        toAddresses: to,
        fromAddress: config.MAIL_FROM,
        subject: input.subject,
        html: input.html,
        text: input.text ?? htmlToText(input.html),
        templateName: input.templateName ?? null,
        tags: input.tags ?? {},
        headers: input.headers ?? {},
        userId: input.userId ?? null,
        transport: transportName,
      })
      .onConflictDoNothing({ target: emailMessages.idempotencyKey })
      .returning({ id: emailMessages.id })
    if (!inserted[0]) {
      const [existing] = await db
        .select({ id: emailMessages.id })
        .from(emailMessages)
        .where(eq(emailMessages.idempotencyKey, input.idempotencyKey))
      return existing!.id
    }
    const id = inserted[0].id
    await jobs.send(
      SEND_EMAIL_JOB,
      { id },
      { singletonKey: id, retryLimit: 5, retryDelay: 5, retryBackoff: true },
    )
    return id
  }

  async function enqueueTemplate(input: TemplateInput): Promise<string> {
    const { subject, html } = await renderNamed(input.template, input.data)
    return enqueue({ ...input, subject, html, templateName: input.template })
  }

  /** The job: delivers one recorded message at most once. */
  async function deliver(id: string) {
    const failure = await db.transaction(async (tx): Promise<Error | undefined> => {
      const [msg] = await tx.select().from(emailMessages).where(eq(emailMessages.id, id)).for('update')
      if (!msg || msg.status === 'sent') return
      let providerId: string | null = null
      try {
        if (transport) {
          const info = await transport.sendMail({
            from: msg.fromAddress ?? config.MAIL_FROM,
            to: msg.toAddresses,
            subject: msg.subject,
            html: msg.html ?? undefined,
            text: msg.text ?? undefined,
            messageId: `<${msg.id}@rdo.shop>`,
            headers: (msg.headers as Record<string, string>) ?? {},
          })
          providerId = (info as { messageId?: string }).messageId ?? null
        } else {
          providerId = `outbox-${msg.id}`
        }
      } catch (err) {
        await tx
          .update(emailMessages)
          .set({ attempts: sql`${emailMessages.attempts} + 1`, error: (err as Error).message })
          .where(eq(emailMessages.id, id))
        return err as Error
      }
      await tx
        .update(emailMessages)
        .set({
          status: 'sent',
          sentAt: new Date(),
          providerMessageId: providerId,
          attempts: sql`${emailMessages.attempts} + 1`,
          error: null,
        })
        .where(eq(emailMessages.id, id))
      await tx.insert(emailLogs).values(
        msg.toAddresses.map((recipient) => ({
          emailId: msg.id,
          eventType: 'sent',
          recipient,
          subject: msg.subject,
          userId: msg.userId,
          metadata: { transport: transportName, template: msg.templateName, tags: msg.tags },
        })),
      )
      if (!transport) log(`Email stored in the outbox: "${msg.subject}" to ${msg.toAddresses.join(', ')}`)
      return undefined
    })
    // Thrown after the attempt is recorded, so the job queue retries it.
    if (failure) throw failure
  }

  async function markFailed(id: string, error: string) {
    await db.update(emailMessages).set({ status: 'failed', error }).where(eq(emailMessages.id, id))
  }

  return { enqueue, enqueueTemplate, deliver, markFailed, renderNamed, transportName }
}

export type Mailer = ReturnType<typeof createMailer>

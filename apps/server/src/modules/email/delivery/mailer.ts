import crypto from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Config } from '../../../config.ts'
import type { Db, DbOrTx } from '../../../db/client.ts'
import { emailLogs, emailMessages, emailTemplates } from '../../../db/schema/email.ts'
import type { MetricsRegistry } from '../../../lib/metrics/registry.ts'
import { JOBS_SCHEMA, type Jobs } from '../../../plugins/jobs.ts'
import { builtInTemplates } from '../templates/default-templates.ts'
import { createTemplateRenderer, htmlToText, renderEmail, type RenderedEmail } from '../templates/render.ts'
import { emailCounters } from './email-metrics.ts'

export const SEND_EMAIL_JOB = 'email.send'
/** Every minute: outbox rows without a delivery job get one (`requeueOrphans`). */
export const OUTBOX_SWEEP_JOB = 'email.outbox-sweep'
const SEND_OPTIONS = { retryLimit: 5, retryDelay: 5, retryBackoff: true }

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

type Deps = {
  db: Db
  config: Config
  jobs: Jobs
  metrics: MetricsRegistry
  log: (msg: string, extra?: object) => void
}

export function createMailer({ db, config, jobs, metrics, log }: Deps) {
  const counted = emailCounters(metrics, 'transactional')
  const transport: Transporter | null = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null
  const transportName = transport ? 'smtp' : 'outbox'
  const renderTemplate = createTemplateRenderer()

  async function renderNamed(name: string, data: Record<string, unknown>, tx: DbOrTx = db) {
    const [row] = await tx
      .select()
      .from(emailTemplates)
      .where(and(eq(emailTemplates.name, name), eq(emailTemplates.isActive, true)))
      .limit(1)
    const source = row
      ? { subject: row.subject, html: row.htmlContent, text: row.textContent }
      : builtInTemplates[name]
    if (!source) throw new Error(`Email template "${name}" not found`)
    return renderEmail(renderTemplate, source, data)
  }

  /** Renders template parts with data (escaped, CSS inlined, text part): previews and campaigns. */
  const renderSource = (
    source: { subject: string; html: string; text?: string | null },
    data: Record<string, unknown>,
  ): RenderedEmail => renderEmail(renderTemplate, source, data)

  /** Sends the outbox row's insert in `tx` (with `id` when given): the row's id, none for a key used before. */
  function insertRow(
    input: EmailInput & { templateData?: Record<string, unknown> },
    tx: DbOrTx,
    id?: string,
  ) {
    const to = (Array.isArray(input.to) ? input.to : [input.to]).map((a) => a.trim().toLowerCase())
    return tx
      .insert(emailMessages)
      .values({
        id,
        idempotencyKey: input.idempotencyKey,
        toAddresses: to,
        fromAddress: config.MAIL_FROM,
        subject: input.subject,
        html: input.templateData ? null : input.html,
        text: input.templateData ? null : (input.text ?? htmlToText(input.html)),
        templateName: input.templateName ?? null,
        templateData: input.templateData ?? null,
        tags: input.tags ?? {},
        headers: input.headers ?? {},
        userId: input.userId ?? null,
        transport: transportName,
      })
      .onConflictDoNothing({ target: emailMessages.idempotencyKey })
      .returning({ id: emailMessages.id })
      .execute()
  }

  /** Writes the outbox row in `tx`: its id, and whether this call wrote it (not a repeated key). */
  async function record(
    input: EmailInput & { templateData?: Record<string, unknown> },
    tx: DbOrTx,
  ): Promise<{ id: string; fresh: boolean }> {
    const [inserted] = await insertRow(input, tx)
    if (inserted) return { id: inserted.id, fresh: true }
    const [existing] = await tx
      .select({ id: emailMessages.id })
      .from(emailMessages)
      .where(eq(emailMessages.idempotencyKey, input.idempotencyKey))
    return { id: existing!.id, fresh: false }
  }

  /** Queues the delivery job of a recorded message (in `tx` when given). */
  async function dispatch(id: string, tx?: DbOrTx): Promise<void> {
    await jobs.send(SEND_EMAIL_JOB, { id }, { singletonKey: id, ...SEND_OPTIONS }, tx)
  }

  /**
   * Records the message (the outbox) and queues its delivery job in one transaction: the caller's
   * `tx` when given, so the email exists exactly when the caller's rows commit, else its own. A crash
   * can never leave a row without its job. Returns the message id.
   */
  async function enqueue(
    input: EmailInput & { templateData?: Record<string, unknown> },
    tx?: DbOrTx,
  ): Promise<string> {
    if (!tx) return db.transaction((own) => enqueue(input, own))
    const { id, fresh } = await record(input, tx)
    if (fresh) await dispatch(id, tx)
    return id
  }

  /**
   * A template email for the busiest caller (an order placed in a drop's rush), written in the caller's
   * transaction: its outbox row, rendered later by its delivery job, and that job. Both statements are
   * sent at once, neither waiting for an answer, so they share the caller's round trip and commit
   * exactly when its rows do. The queue should be ready (`prepare`); if it is not, the row is written
   * alone and the outbox sweep queues its job within a minute. Resolves to the row's id, or null for a
   * key used before: that row stays as it was, and the job sent beside it finds no row to deliver.
   * Nothing is read after the answers (the caller's commit may already have gone out behind them).
   */
  async function recordTemplate(input: TemplateInput, tx: DbOrTx): Promise<string | null> {
    const id = crypto.randomUUID()
    const row = insertRow(
      { ...input, subject: '', html: '', templateName: input.template, templateData: input.data },
      tx,
      id,
    )
    let job: Promise<unknown> = Promise.resolve()
    if (jobs.ready(SEND_EMAIL_JOB)) job = dispatch(id, tx)
    else log(`The email queue was not ready: ${input.template} left to the outbox sweep`, { id })
    const [[inserted]] = await Promise.all([row, job])
    return inserted?.id ?? null
  }

  /** Makes the delivery queue ready, so that `recordTemplate` sends the job with its row. */
  const prepare = () => jobs.prepare(SEND_EMAIL_JOB)

  /** Queues a template email, rendered now (template lookup, CSS inlining, text part). */
  async function enqueueTemplate(input: TemplateInput, tx?: DbOrTx): Promise<string> {
    const { subject, html, text } = await renderNamed(input.template, input.data, tx)
    return enqueue({ ...input, subject, html, text, templateName: input.template }, tx)
  }

  /**
   * Renders a message recorded with `recordTemplate`, in place (a no-op for one already rendered): the
   * delivery job does it before sending, and anything that shows a queued message's content.
   */
  async function renderQueued(id: string, tx: DbOrTx = db): Promise<Partial<RenderedEmail>> {
    const [msg] = await tx
      .select({ templateName: emailMessages.templateName, templateData: emailMessages.templateData })
      .from(emailMessages)
      .where(eq(emailMessages.id, id))
    if (!msg?.templateData || !msg.templateName) return {}
    const rendered = await renderNamed(msg.templateName, msg.templateData, tx)
    await tx
      .update(emailMessages)
      .set({ ...rendered, templateData: null })
      .where(and(eq(emailMessages.id, id), sql`${emailMessages.templateData} is not null`))
    return rendered
  }

  /**
   * Queues delivery again for outbox rows left `queued` whose job cannot deliver them soon. At start
   * (`atStart`): rows without any job (written by an older version in two steps around a crash, or
   * whose job was removed by hand, or recorded by `recordTemplate` before its queue was ready), and
   * rows whose only job is `active` — after a kill -9 that job stays active until the queue expires
   * it, minutes later. Every minute (`email.outbox-sweep`), rows older than a minute
   * without any job: a live process's active job is never second-guessed. Rows whose job ran and
   * failed (attempts > 0, or a failed job) are left to the queue's retries. Harmless to repeat, and
   * when a live process is delivering the same row: delivery locks the row and sends a message at
   * most once.
   */
  async function requeueOrphans(limit = 1000, { atStart = true } = {}): Promise<number> {
    const { rows } = await db.execute<{ id: string }>(sql`
      select m.id from ${emailMessages} m
      where m.status = 'queued' and m.attempts = 0
        and (${atStart} or m.created_at < now() - interval '1 minute')
        and not exists (select 1 from ${sql.identifier(JOBS_SCHEMA)}.job j
          where j.name = ${SEND_EMAIL_JOB} and j.data->>'id' = m.id::text
            and (not ${atStart} or j.state <> 'active'))
        and not exists (select 1 from ${sql.identifier(JOBS_SCHEMA)}.archive a
          where a.name = ${SEND_EMAIL_JOB} and a.data->>'id' = m.id::text)
      order by m.created_at
      limit ${limit}`)
    for (const { id } of rows) await dispatch(id)
    if (rows.length) log(`Queued delivery again for ${rows.length} email(s) left without a job`)
    return rows.length
  }

  /** The job: delivers one recorded message at most once. */
  async function deliver(id: string) {
    const outcome = await db.transaction(async (tx): Promise<Error | 'sent' | 'skipped'> => {
      const [locked] = await tx.select().from(emailMessages).where(eq(emailMessages.id, id)).for('update')
      if (!locked || locked.status === 'sent') return 'skipped'
      let msg = locked
      let providerId: string | null = null
      try {
        if (msg.templateData) msg = { ...msg, ...(await renderQueued(id, tx)) }
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
      return 'sent'
    })
    // Thrown after the attempt is recorded, so the job queue retries it.
    if (outcome instanceof Error) {
      counted.failed()
      throw outcome
    }
    if (outcome === 'sent') counted.sent()
  }

  async function markFailed(id: string, error: string) {
    await db.update(emailMessages).set({ status: 'failed', error }).where(eq(emailMessages.id, id))
  }

  return {
    enqueue,
    enqueueTemplate,
    renderQueued,
    requeueOrphans,
    recordTemplate,
    prepare,
    deliver,
    markFailed,
    renderNamed,
    renderSource,
    transportName,
  }
}

export type Mailer = ReturnType<typeof createMailer>

declare module '../../../types.ts' {
  interface ModuleServices {
    /** The outbox: every email is queued through it. */
    mailer: Mailer
  }
}

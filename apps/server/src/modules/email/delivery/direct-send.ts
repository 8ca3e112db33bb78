import crypto from 'node:crypto'
import { Readable } from 'node:stream'
import { eq, sql } from 'drizzle-orm'
import MailComposer from 'nodemailer/lib/mail-composer'
import { parseConnectionUrl } from 'nodemailer/lib/shared'
import SMTPConnection from 'nodemailer/lib/smtp-connection'
import type { Config } from '../../../config.ts'
import type { Db, Tx } from '../../../db/client.ts'
import { emailLogs, emailMessages } from '../../../db/schema/email.ts'
import type { MetricsRegistry } from '../../../lib/metrics/registry.ts'
import { emailCounters } from './email-metrics.ts'

export type DirectEmail = {
  /** The message's id, chosen by the caller so links in the body can name it. */
  id: string
  to: string
  from?: string
  subject: string
  html: string
  text: string
  headers?: Record<string, string>
  userId?: string | null
  campaignId?: string | null
  tags?: Record<string, string>
  /** Keep the body in the outbox row (the outbox is the only copy when there is no SMTP server). */
  keepBody: boolean
}

/** Why a send failed: a permanent refusal by the server (5xx), a temporary one (4xx), or no server. */
export class SendError extends Error {
  constructor(
    message: string,
    readonly kind: 'permanent' | 'temporary' | 'connection',
  ) {
    super(message)
  }
}

function classify(err: unknown): SendError {
  if (err instanceof SendError) return err
  const e = err as { responseCode?: number; message?: string }
  const code = e.responseCode ?? 0
  const kind = code >= 500 ? 'permanent' : code >= 400 ? 'temporary' : 'connection'
  return new SendError(e.message ?? String(err), kind)
}

/**
 * Sends marketing mail one message at a time over one SMTP connection, recording each message in the
 * same transaction as the caller's own row (a campaign's recipient ledger). The order is what makes
 * a `kill -9` safe: the transaction that says "sent" commits at the moment the server has the whole
 * message except its final dot, and the dot goes out right after the commit with no waiting between.
 * A crash before the commit leaves the recipient pending and the server without a message (it drops
 * an unfinished one); a crash after it leaves a sent recipient whose message the server has.
 * Without SMTP_URL the outbox row is the delivery, written in that same transaction.
 */
export function openDirectSession({
  db,
  config,
  metrics,
}: {
  db: Db
  config: Config
  metrics: MetricsRegistry
}) {
  const counted = emailCounters(metrics, 'campaign')
  let conn: SMTPConnection | null = null
  const from = config.MAIL_FROM
  const envelopeFrom = from.match(/<([^>]+)>/)?.[1] ?? from

  async function connection(): Promise<SMTPConnection> {
    if (conn && !(conn as unknown as { _destroyed?: boolean })._destroyed) return conn
    const options = parseConnectionUrl(config.SMTP_URL!)
    const c = new SMTPConnection({ ...options, connectionTimeout: 10_000, socketTimeout: 30_000 })
    c.on('error', () => {
      if (conn === c) conn = null
    })
    c.on('end', () => {
      if (conn === c) conn = null
    })
    await new Promise<void>((resolve, reject) => c.connect((err) => (err ? reject(err) : resolve())))
    if (options.auth?.user) {
      await new Promise<void>((resolve, reject) =>
        c.login(options.auth as SMTPConnection.Credentials, (err) => (err ? reject(err) : resolve())),
      )
    }
    conn = c
    return c
  }

  async function record(tx: Tx, msg: DirectEmail, providerId: string) {
    await tx.insert(emailMessages).values({
      id: msg.id,
      idempotencyKey: `direct:${msg.id}`,
      toAddresses: [msg.to],
      fromAddress: msg.from ?? from,
      subject: msg.subject,
      html: msg.keepBody ? msg.html : null,
      text: msg.keepBody ? msg.text : null,
      tags: msg.tags ?? {},
      headers: msg.headers ?? {},
      userId: msg.userId ?? null,
      status: 'sent',
      transport: config.SMTP_URL ? 'smtp' : 'outbox',
      providerMessageId: providerId,
      attempts: 1,
      sentAt: new Date(),
    })
    await tx.insert(emailLogs).values({
      emailId: msg.id,
      eventType: 'sent',
      recipient: msg.to,
      subject: msg.subject,
      userId: msg.userId ?? null,
      campaignId: msg.campaignId ?? null,
      metadata: { transport: config.SMTP_URL ? 'smtp' : 'outbox', tags: msg.tags ?? {} },
    })
  }

  function compose(msg: DirectEmail): Promise<Buffer> {
    const mail = new MailComposer({
      from: msg.from ?? from,
      to: msg.to,
      subject: msg.subject,
      html: msg.html,
      text: msg.text,
      headers: msg.headers,
      messageId: `<${msg.id}@rdo.shop>`,
    })
    return new Promise((resolve, reject) =>
      mail.compile().build((err, buf) => (err ? reject(err) : resolve(buf))),
    )
  }

  /**
   * Sends one message. `claim` runs first in the transaction: it locks the caller's row and returns
   * false when the message must not go out (already sent, or no longer wanted), which ends the
   * transaction without sending. Returns 'sent' or 'skipped'; throws SendError (nothing recorded).
   */
  async function send(msg: DirectEmail, claim: (tx: Tx) => Promise<boolean>): Promise<'sent' | 'skipped'> {
    try {
      const outcome = await attempt(msg, claim)
      if (outcome === 'sent') counted.sent()
      return outcome
    } catch (err) {
      counted.failed()
      throw err
    }
  }

  async function attempt(msg: DirectEmail, claim: (tx: Tx) => Promise<boolean>): Promise<'sent' | 'skipped'> {
    if (!config.SMTP_URL) {
      return db.transaction(async (tx) => {
        if (!(await claim(tx))) return 'skipped'
        await record(tx, msg, `outbox-${msg.id}`)
        return 'sent'
      })
    }
    const raw = await compose(msg)
    const c = await connection().catch((err) => {
      throw classify(err)
    })

    let openGate!: () => void
    let failGate!: (err: Error) => void
    const gate = new Promise<void>((resolve, reject) => {
      openGate = resolve
      failGate = reject
    })
    let claimed!: (ok: boolean) => void
    const claimedP = new Promise<boolean>((resolve) => (claimed = resolve))
    const committed = db.transaction(async (tx) => {
      // The commit is acknowledged without waiting for the disk: the time between "recorded as sent"
      // and the final dot shrinks to a network round trip. (Only a database crash could lose such a
      // commit, and then the recipient is sent again rather than skipped.)
      await tx.execute(sql`set local synchronous_commit = off`)
      if (!(await claim(tx))) return claimed(false)
      await record(tx, msg, `<${msg.id}@rdo.shop>`)
      claimed(true)
      await gate
    })
    committed.catch(() => claimed(false))
    if (!(await claimedP)) {
      await committed.catch((err) => {
        throw classify(err)
      })
      return 'skipped'
    }

    // The body: everything, then (once the connection has taken it) the commit, then the end.
    let phase = 0
    let gateOpened = false
    const body = new Readable({
      read() {
        if (phase === 0) {
          phase = 1
          this.push(raw)
        } else if (phase === 1) {
          phase = 2
          gateOpened = true
          openGate()
          committed.then(
            () => this.push(null),
            (err: Error) => this.destroy(err),
          )
        }
      },
    })
    const envelope = { from: envelopeFrom, to: [msg.to] }
    try {
      await new Promise<void>((resolve, reject) =>
        c.send(envelope, body, (err) => (err ? reject(err) : resolve())),
      )
    } catch (err) {
      if (!gateOpened) {
        failGate(err as Error)
        await committed.catch(() => {})
      } else {
        // Committed as sent, then refused or cut off after the dot: record the failure instead.
        await committed.catch(() => {})
        await undoSent(msg, (err as Error).message)
      }
      if (!(err as { responseCode?: number }).responseCode) conn = null
      throw classify(err)
    }
    await committed
    return 'sent'
  }

  /** The message was recorded as sent but the server refused it after all: mark it and log the failure. */
  async function undoSent(msg: DirectEmail, error: string) {
    await db.transaction(async (tx) => {
      await tx.update(emailMessages).set({ status: 'failed', error }).where(eq(emailMessages.id, msg.id))
      await tx.insert(emailLogs).values({
        emailId: msg.id,
        eventType: 'failed',
        recipient: msg.to,
        subject: msg.subject,
        userId: msg.userId ?? null,
        campaignId: msg.campaignId ?? null,
        metadata: { error },
      })
    })
  }

  function close() {
    try {
      conn?.quit()
    } catch {
      // already closed
    }
    conn = null
  }

  return { send, close, newId: () => crypto.randomUUID() }
}

export type DirectSession = ReturnType<typeof openDirectSession>

import { sql, type SQL } from 'drizzle-orm'
import type { Config } from '../../config.ts'
import type { AppContext } from '../../types.ts'

const DAY_MS = 86_400_000

/** Rows touched by one statement: each batch is its own short transaction. */
export const BATCH_SIZE = 5000
/** Deleting a session announces it on the realtime channel (a trigger), so they go in smaller batches. */
const SESSION_BATCH_SIZE = 1000
/** The pause between batches, so other writers get the table (and the replicas keep up). */
export const BATCH_PAUSE_MS = 100
/** A run stops after this long; the next day's run picks up where it stopped. */
const RUN_BUDGET_MS = 30 * 60_000

type Step = {
  name: string
  days: number
  batchSize?: number
  /** One batch: at most `limit` rows older than `cutoff`; rows another transaction holds are skipped. */
  batch: (cutoff: Date, limit: number) => SQL
}

/**
 * What retention prunes, in order (docs/operations.md#retention). Email events go first: a deleted
 * outbox row sets its remaining events' `email_id` to null, so events already past their age are
 * not rewritten just before they go. Email bodies are cleared, not deleted: the row stays as the
 * record of who was sent what subject, when, and whether it failed.
 */
export function retentionSteps(config: Config): Step[] {
  const older = (table: string, column: string, where: SQL) => (cutoff: Date, limit: number) => sql`
    select id from ${sql.identifier(table)} where ${sql.identifier(column)} < ${cutoff} and ${where}
    limit ${limit} for update skip locked`
  const remove =
    (table: string, column: string, where: SQL = sql`true`) =>
    (cutoff: Date, limit: number) =>
      sql`delete from ${sql.identifier(table)} where id in (${older(table, column, where)(cutoff, limit)})`
  return [
    {
      name: 'email_events',
      days: config.RETENTION_EMAIL_EVENTS_DAYS,
      batch: remove('email_logs', 'created_at'),
    },
    {
      name: 'outbox_sent',
      days: config.RETENTION_OUTBOX_DAYS,
      batch: remove('email_messages', 'created_at', sql`status = 'sent'`),
    },
    {
      // A message that failed for good stays (for the admin to see why) as long as email events do.
      name: 'outbox_failed',
      days: config.RETENTION_EMAIL_EVENTS_DAYS,
      batch: remove('email_messages', 'created_at', sql`status = 'failed'`),
    },
    {
      name: 'email_bodies',
      days: config.RETENTION_EMAIL_BODY_DAYS,
      batch: (cutoff, limit) => sql`
        update email_messages set html = null, text = null where id in (${older(
          'email_messages',
          'created_at',
          sql`status <> 'queued' and (html is not null or text is not null)`,
        )(cutoff, limit)})`,
    },
    {
      name: 'sessions',
      days: config.RETENTION_SESSIONS_DAYS,
      batchSize: SESSION_BATCH_SIZE,
      batch: remove('session', 'expires_at'),
    },
    { name: 'audit_log', days: config.RETENTION_AUDIT_DAYS, batch: remove('audit_log', 'created_at') },
  ]
}

export type PruneOptions = {
  now?: Date
  batchSize?: number
  pauseMs?: number
  /** Checked between batches: a stopping worker leaves the rest for the next run. */
  shouldStop?: () => boolean
}

/** Prunes every kind of row older than its setting (0: kept for ever). Returns rows touched per kind. */
export async function pruneOldRows(ctx: AppContext, options: PruneOptions = {}) {
  const {
    now = new Date(),
    batchSize = BATCH_SIZE,
    pauseMs = BATCH_PAUSE_MS,
    shouldStop = () => false,
  } = options
  const deadline = Date.now() + RUN_BUDGET_MS
  const counts: Record<string, number> = {}
  const stop = () => shouldStop() || Date.now() > deadline
  for (const step of retentionSteps(ctx.config)) {
    if (step.days <= 0) continue
    const cutoff = new Date(now.getTime() - step.days * DAY_MS)
    const limit = Math.min(batchSize, step.batchSize ?? batchSize)
    counts[step.name] = 0
    for (;;) {
      const { rowCount } = await ctx.db.execute(step.batch(cutoff, limit))
      counts[step.name]! += rowCount ?? 0
      if ((rowCount ?? 0) < limit || stop()) break
      await new Promise((resolve) => setTimeout(resolve, pauseMs))
    }
    if (stop()) break
  }
  return counts
}

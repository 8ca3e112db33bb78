import { z } from 'zod'

/** Days a kind of row is kept; 0 keeps it for ever. */
const days = (fallback: number) => z.coerce.number().int().min(0).max(36_500).default(fallback)

/**
 * How long the shop keeps what piles up (docs/operations.md#retention). The daily retention job
 * deletes rows (or, for email bodies, clears the body) once they are older than these.
 */
export const retentionSettings = {
  /** The HTML and text of emails that are no longer waiting to be sent (the rest of the row stays). */
  RETENTION_EMAIL_BODY_DAYS: days(90),
  /** Email events (the email log: sent, opened, clicked, bounced…); failed outbox rows go with them. */
  RETENTION_EMAIL_EVENTS_DAYS: days(180),
  /** Delivered messages in the outbox. */
  RETENTION_OUTBOX_DAYS: days(30),
  /** Sessions, counted from their expiry. */
  RETENTION_SESSIONS_DAYS: days(30),
  /** The admin audit log: kept longest, it is the record of who changed what. */
  RETENTION_AUDIT_DAYS: days(730),
}

type RetentionConfig = { [K in keyof typeof retentionSettings]: number }

/**
 * The audit log must outlive everything else: an admin action on a row must still be explained after
 * the row's own traces are gone. 0 (keep for ever) satisfies that.
 */
export function assertAuditOutlivesTheRest(config: RetentionConfig) {
  const audit = config.RETENTION_AUDIT_DAYS
  if (audit === 0) return
  const longer = (Object.keys(retentionSettings) as (keyof RetentionConfig)[])
    .filter((k) => k !== 'RETENTION_AUDIT_DAYS')
    .map((k) => [k, config[k]] as const)
    .filter(([, v]) => v === 0 || v > audit)
  if (longer.length) {
    throw new Error(
      `RETENTION_AUDIT_DAYS (${audit}) must be the longest retention; longer: ` +
        longer.map(([k, v]) => `${k}=${v === 0 ? '0 (for ever)' : v}`).join(', '),
    )
  }
}

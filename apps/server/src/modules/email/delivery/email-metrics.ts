import type { MetricsRegistry } from '../../../lib/metrics/registry.ts'

/**
 * Messages handed to the mail server (or stored in the built-in outbox) and failed attempts, per
 * stream: `transactional` (the outbox's delivery job) or `campaign` (marketing sends). A failed
 * attempt may be retried; each attempt counts.
 */
export function emailCounters(metrics: MetricsRegistry, stream: 'transactional' | 'campaign') {
  const sent = metrics.counter({
    name: 'email_sent_total',
    help: 'Emails accepted by the mail server (or stored in the built-in outbox), by stream.',
    labelNames: ['stream'],
  })
  const failed = metrics.counter({
    name: 'email_failed_total',
    help: 'Email send attempts that failed, by stream (the outbox retries its own).',
    labelNames: ['stream'],
  })
  const labels = { stream }
  return { sent: () => sent.inc(labels), failed: () => failed.inc(labels) }
}

import crypto from 'node:crypto'
import type { ProviderEvent } from '../events.service.ts'

type MailgunBody = {
  signature?: { timestamp?: unknown; token?: unknown; signature?: unknown }
  'event-data'?: {
    event?: unknown
    severity?: unknown
    recipient?: unknown
    reason?: unknown
    message?: { headers?: { 'message-id'?: unknown } }
    'delivery-status'?: { description?: unknown; message?: unknown }
  }
}

/**
 * Checks a Mailgun webhook's `signature` object: `signature` is the hex HMAC-SHA256 of `timestamp`
 * followed by `token`, keyed with the domain's HTTP webhook signing key.
 */
export function verifyMailgun(signingKey: string, body: unknown): boolean {
  const s = (body as MailgunBody | null)?.signature
  const { timestamp, token, signature } = s ?? {}
  if (typeof timestamp !== 'string' || typeof token !== 'string' || typeof signature !== 'string')
    return false
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false
  const expected = crypto
    .createHmac('sha256', signingKey)
    .update(timestamp + token)
    .digest()
  return crypto.timingSafeEqual(expected, Buffer.from(signature, 'hex'))
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null)

/**
 * The event of a Mailgun webhook post: `failed` is a hard bounce when its severity is `permanent`, a
 * soft one when `temporary`; `complained` a complaint; `delivered` a delivery; anything else no event.
 */
export function mailgunEvents(body: unknown): ProviderEvent[] {
  const e = (body as MailgunBody | null)?.['event-data']
  const recipient = str(e?.recipient)
  if (!e || !recipient) return []
  const message_id = str(e.message?.headers?.['message-id'])
  const status = e['delivery-status']
  const reason = str(status?.description) ?? str(status?.message) ?? str(e.reason)
  if (e.event === 'failed') {
    const bounce_type = e.severity === 'permanent' ? 'hard' : 'soft'
    return [{ type: 'bounced', recipient, message_id, bounce_type, reason }]
  }
  if (e.event === 'complained') return [{ type: 'complained', recipient, message_id, reason }]
  if (e.event === 'delivered') return [{ type: 'delivered', recipient, message_id }]
  return []
}

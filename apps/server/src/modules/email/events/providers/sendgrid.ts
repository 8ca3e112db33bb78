import crypto from 'node:crypto'
import type { ProviderEvent } from '../events.service.ts'

/**
 * SendGrid's verification key (Mail Settings → Signed Event Webhook): base64 DER (SubjectPublicKeyInfo)
 * of an ECDSA P-256 key, or the same in PEM.
 */
export function sendgridPublicKey(value: string): crypto.KeyObject {
  const text = value.trim()
  return text.includes('BEGIN PUBLIC KEY')
    ? crypto.createPublicKey(text)
    : crypto.createPublicKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'spki' })
}

/**
 * Checks the Signed Event Webhook: `X-Twilio-Email-Event-Webhook-Signature` is the base64 ECDSA
 * (SHA-256, DER) signature of the `X-Twilio-Email-Event-Webhook-Timestamp` value followed by the raw body.
 */
export function verifySendgrid(
  key: crypto.KeyObject,
  signature: string | undefined,
  timestamp: string | undefined,
  body: Buffer,
): boolean {
  if (!signature || !timestamp || !/^\d{1,12}$/.test(timestamp)) return false
  try {
    const signed = Buffer.concat([Buffer.from(timestamp, 'utf8'), body])
    return crypto.verify('sha256', signed, key, Buffer.from(signature, 'base64'))
  } catch {
    return false
  }
}

type SendgridEvent = {
  email?: unknown
  event?: unknown
  type?: unknown
  reason?: unknown
  status?: unknown
  'smtp-id'?: unknown
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null)

/**
 * The events of a SendGrid post (a JSON array): `bounce` is a hard bounce, or a soft one when its type
 * is `blocked` (refused for now, not an unknown address); `spamreport` a complaint; `delivered` a
 * delivery. Others (opens, clicks, deferrals…) are not bounces and are left out. Null: not an array.
 */
export function sendgridEvents(body: unknown): ProviderEvent[] | null {
  if (!Array.isArray(body)) return null
  const out: ProviderEvent[] = []
  for (const e of body as SendgridEvent[]) {
    const recipient = str(e?.email)
    if (!recipient) continue
    const message_id = str(e['smtp-id'])
    const reason = str(e.reason) ?? str(e.status)
    if (e.event === 'bounce') {
      const bounce_type = e.type === 'blocked' ? 'soft' : 'hard'
      out.push({ type: 'bounced', recipient, message_id, bounce_type, reason })
    } else if (e.event === 'spamreport') out.push({ type: 'complained', recipient, message_id, reason })
    else if (e.event === 'delivered') out.push({ type: 'delivered', recipient, message_id })
  }
  return out
}

import crypto from 'node:crypto'
import type { ProviderEvent } from '../events.service.ts'

export type PostmarkCredentials = { username?: string; password?: string; token?: string }

/** The header carrying POSTMARK_WEBHOOK_TOKEN (set as a custom header on the Postmark webhook). */
export const POSTMARK_TOKEN_HEADER = 'x-postmark-webhook-token'

const same = (a: string, b: string) => {
  const x = crypto.createHash('sha256').update(a).digest()
  const y = crypto.createHash('sha256').update(b).digest()
  return crypto.timingSafeEqual(x, y)
}

/**
 * Postmark does not sign its webhooks: it sends the basic-auth credentials of the webhook's URL
 * (`https://user:password@shop/api/email/providers/postmark`) and any custom headers set on it. Every
 * credential configured must match: the basic-auth pair, the token header, or both.
 */
export function verifyPostmark(
  creds: PostmarkCredentials,
  authorization: string | undefined,
  token: string | undefined,
): boolean {
  const basic = creds.username !== undefined && creds.password !== undefined
  if (!basic && creds.token === undefined) return false
  if (basic) {
    const given = /^Basic\s+(\S+)$/i.exec(authorization ?? '')?.[1]
    if (!given || !same(Buffer.from(given, 'base64').toString('utf8'), `${creds.username}:${creds.password}`))
      return false
  }
  if (creds.token !== undefined && !(token && same(token, creds.token))) return false
  return true
}

const HARD = new Set(['HardBounce', 'BadEmailAddress', 'ManuallyDeactivated'])
const SOFT = new Set(['SoftBounce', 'Transient', 'DnsError', 'Blocked', 'DMARCPolicy', 'Undeliverable'])
const COMPLAINT = new Set(['SpamComplaint', 'SpamNotification'])

type PostmarkRecord = {
  RecordType?: unknown
  Type?: unknown
  Email?: unknown
  Recipient?: unknown
  Description?: unknown
  Details?: unknown
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null)

/**
 * The event of a Postmark webhook post (one record): a `Bounce` record by its Type (HardBounce and
 * unknown addresses hard; SoftBounce, Transient, DNS errors and blocks soft; spam notices a complaint),
 * a `SpamComplaint` record, a `Delivery` record. Anything else (opens, clicks, auto-responders) has no
 * event. Null: not a Postmark record.
 */
export function postmarkEvents(body: unknown): ProviderEvent[] | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null
  const r = body as PostmarkRecord
  const recordType = str(r.RecordType)
  if (!recordType) return null
  const email = str(r.Email) ?? str(r.Recipient)
  if (!email) return []
  const type = str(r.Type) ?? ''
  const reason = str(r.Description) ?? str(r.Details) ?? (type || null)
  if (recordType === 'SpamComplaint' || (recordType === 'Bounce' && COMPLAINT.has(type)))
    return [{ type: 'complained', recipient: email, reason }]
  if (recordType === 'Bounce' && (HARD.has(type) || SOFT.has(type)))
    return [{ type: 'bounced', recipient: email, bounce_type: HARD.has(type) ? 'hard' : 'soft', reason }]
  if (recordType === 'Delivery') return [{ type: 'delivered', recipient: email }]
  return []
}

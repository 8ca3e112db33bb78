import crypto from 'node:crypto'
import type { ProviderEvent } from '../events.service.ts'

/** An Amazon SNS message as posted to an HTTPS subscription. */
export type SnsMessage = {
  Type: string
  MessageId: string
  TopicArn: string
  Subject?: string
  Message: string
  Timestamp: string
  SignatureVersion: string
  Signature: string
  SigningCertURL: string
  SubscribeURL?: string
  Token?: string
}

const SNS_HOST = /^sns\.[a-z0-9-]+\.amazonaws\.com(\.cn)?$/

/** SNS signs with certificates it serves itself: an https URL on an `sns.<region>.amazonaws.com` host. */
export function isSnsUrl(value: string | undefined, pemOnly = false): boolean {
  if (!value) return false
  try {
    const url = new URL(value)
    return (
      url.protocol === 'https:' &&
      !url.port &&
      !url.username &&
      SNS_HOST.test(url.hostname) &&
      (!pemOnly || url.pathname.endsWith('.pem'))
    )
  } catch {
    return false
  }
}

const REQUIRED = ['Type', 'MessageId', 'TopicArn', 'Message', 'Timestamp', 'Signature', 'SigningCertURL']

/** The body as an SNS message, or null when it is not one. */
export function parseSnsMessage(body: Buffer): SnsMessage | null {
  try {
    const m = JSON.parse(body.toString('utf8')) as Record<string, unknown>
    if (!m || typeof m !== 'object') return null
    if (!REQUIRED.every((k) => typeof m[k] === 'string')) return null
    if (m.SignatureVersion !== '1' && m.SignatureVersion !== '2') return null
    return m as unknown as SnsMessage
  } catch {
    return null
  }
}

/** The text SNS signs: the message's fields in this order, each as "name\nvalue\n". */
export function snsStringToSign(m: SnsMessage): string {
  const fields =
    m.Type === 'Notification'
      ? ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type']
      : ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type']
  const record = m as unknown as Record<string, string | undefined>
  return fields
    .filter((f) => record[f] !== undefined)
    .map((f) => `${f}\n${record[f]}\n`)
    .join('')
}

/** Whether `certificatePem` (the one at SigningCertURL) signed the message, and is valid now. */
export function verifySnsSignature(m: SnsMessage, certificatePem: string, now = new Date()): boolean {
  try {
    const cert = new crypto.X509Certificate(certificatePem)
    if (now < new Date(cert.validFrom) || now > new Date(cert.validTo)) return false
    const algorithm = m.SignatureVersion === '1' ? 'RSA-SHA1' : 'RSA-SHA256'
    return crypto
      .createVerify(algorithm)
      .update(snsStringToSign(m), 'utf8')
      .verify(cert.publicKey, m.Signature, 'base64')
  } catch {
    return false
  }
}

type SesRecipient = { emailAddress?: unknown; diagnosticCode?: unknown }
type SesNotification = {
  notificationType?: string
  eventType?: string
  mail?: { commonHeaders?: { messageId?: unknown }; headers?: { name?: unknown; value?: unknown }[] }
  bounce?: { bounceType?: string; bounceSubType?: string; bouncedRecipients?: SesRecipient[] }
  complaint?: { complaintFeedbackType?: string; complainedRecipients?: SesRecipient[] }
  delivery?: { recipients?: unknown[] }
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null)

/**
 * The bounce, complaint and delivery events of an SES notification (the JSON in an SNS Notification's
 * Message; both SES's notifications and its event publishing): a Permanent bounce is hard, a Transient
 * or Undetermined one soft. Our Message-ID comes from the mail's headers.
 */
export function sesEvents(message: string): ProviderEvent[] {
  let n: SesNotification
  try {
    n = JSON.parse(message) as SesNotification
  } catch {
    return []
  }
  if (!n || typeof n !== 'object') return []
  const kind = n.notificationType ?? n.eventType
  const header = n.mail?.headers?.find((h) => str(h.name)?.toLowerCase() === 'message-id')
  const messageId = str(n.mail?.commonHeaders?.messageId) ?? str(header?.value)
  const out: ProviderEvent[] = []
  if (kind === 'Bounce') {
    const hard = n.bounce?.bounceType === 'Permanent'
    for (const r of n.bounce?.bouncedRecipients ?? []) {
      const recipient = str(r.emailAddress)
      if (!recipient) continue
      const reason = str(r.diagnosticCode) ?? str(n.bounce?.bounceSubType)
      out.push({
        type: 'bounced',
        recipient,
        message_id: messageId,
        bounce_type: hard ? 'hard' : 'soft',
        reason,
      })
    }
  } else if (kind === 'Complaint') {
    for (const r of n.complaint?.complainedRecipients ?? []) {
      const recipient = str(r.emailAddress)
      if (recipient) {
        const reason = str(n.complaint?.complaintFeedbackType)
        out.push({ type: 'complained', recipient, message_id: messageId, reason })
      }
    }
  } else if (kind === 'Delivery') {
    for (const r of n.delivery?.recipients ?? []) {
      const recipient = str(r)
      if (recipient) out.push({ type: 'delivered', recipient, message_id: messageId })
    }
  }
  return out
}

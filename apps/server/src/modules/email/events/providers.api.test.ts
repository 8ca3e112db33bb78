import crypto from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { providerHelpers } from '../../../../test/fixtures/email-providers.ts'
import { createTestApp, type TestApp } from '../../../../test/helper.ts'

/** The SendGrid, Postmark and Mailgun webhooks take their signed sample events and refuse tampered ones. */

const MAILGUN_KEY = 'key-mailgun-signing-0123456789abcdef'
const POSTMARK = { user: 'postmark-hooks', password: 'postmark-password-123' }
const sendgrid = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' })
const sendgridKey = sendgrid.publicKey.export({ type: 'spki', format: 'der' }).toString('base64')

let t: TestApp
const { subscriber, statusOf, logsOf, ourMessage, post } = providerHelpers(() => t)

beforeAll(async () => {
  t = await createTestApp({
    env: {
      SENDGRID_WEBHOOK_PUBLIC_KEY: sendgridKey,
      POSTMARK_WEBHOOK_USERNAME: POSTMARK.user,
      POSTMARK_WEBHOOK_PASSWORD: POSTMARK.password,
      MAILGUN_WEBHOOK_SIGNING_KEY: MAILGUN_KEY,
    },
  })
})
afterAll(async () => t?.close())

/* ---------- SendGrid ---------- */

function signSendgrid(body: string, timestamp = String(Math.floor(Date.now() / 1000))) {
  const signature = crypto
    .sign('sha256', Buffer.from(timestamp + body), sendgrid.privateKey)
    .toString('base64')
  return {
    'x-twilio-email-event-webhook-signature': signature,
    'x-twilio-email-event-webhook-timestamp': timestamp,
  }
}

describe('SendGrid', () => {
  it('takes a signed event post: bounce hard, blocked soft, spam report a complaint', async () => {
    for (const e of ['sg-hard', 'sg-soft', 'sg-spam']) await subscriber(`${e}@example.com`)
    const m = await ourMessage('sg-hard@example.com')
    const body = JSON.stringify([
      {
        email: 'sg-hard@example.com',
        event: 'bounce',
        type: 'bounce',
        reason: '550 5.1.1 unknown',
        'smtp-id': `<${m.id}@rdo.shop>`,
        sg_event_id: 'e1',
        timestamp: 1,
      },
      {
        email: 'sg-soft@example.com',
        event: 'bounce',
        type: 'blocked',
        reason: 'mailbox full',
        sg_event_id: 'e2',
        timestamp: 1,
      },
      { email: 'sg-spam@example.com', event: 'spamreport', sg_event_id: 'e3', timestamp: 1 },
      { email: 'sg-soft@example.com', event: 'open', sg_event_id: 'e4', timestamp: 1 },
    ])
    const res = await post('/api/email/providers/sendgrid', body, signSendgrid(body))
    expect(res.json()).toEqual({ received: 3 })
    expect(await statusOf('sg-hard@example.com')).toBe('bounced')
    expect(await statusOf('sg-soft@example.com')).toBe('active')
    expect(await statusOf('sg-spam@example.com')).toBe('complained')
    expect((await logsOf('sg-hard@example.com'))[0]).toMatchObject({ emailId: m.id })
  })

  it('refuses a tampered body or timestamp and a missing signature', async () => {
    await subscriber('sg-tamper@example.com')
    const body = JSON.stringify([{ email: 'nobody@example.com', event: 'bounce', type: 'bounce' }])
    const headers = signSendgrid(body)
    const tampered = body.replace('nobody@example.com', 'sg-tamper@example.com')
    expect((await post('/api/email/providers/sendgrid', tampered, headers)).json().error.code).toBe(
      'BAD_SIGNATURE',
    )
    const retimed = { ...headers, 'x-twilio-email-event-webhook-timestamp': '1' }
    expect((await post('/api/email/providers/sendgrid', body, retimed)).statusCode).toBe(400)
    expect((await post('/api/email/providers/sendgrid', body)).statusCode).toBe(400)
    expect(await statusOf('sg-tamper@example.com')).toBe('active')
  })
})

/* ---------- Postmark ---------- */

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`
const postmarkBounce = (email: string, type: string) =>
  JSON.stringify({
    RecordType: 'Bounce',
    ID: 4323372036,
    Type: type,
    TypeCode: type === 'HardBounce' ? 1 : 4096,
    MessageID: '883953f4-6105-42a2-a16a-77a8eac79483',
    Email: email,
    Description: 'The server was unable to deliver your message',
    BouncedAt: '2026-11-27T10:00:00Z',
  })

describe('Postmark', () => {
  it('takes a bounce with the webhook’s credentials: hard suppresses, soft is counted', async () => {
    await subscriber('pm-hard@example.com')
    await subscriber('pm-soft@example.com')
    const auth = { authorization: basic(POSTMARK.user, POSTMARK.password) }
    const hard = await post(
      '/api/email/providers/postmark',
      postmarkBounce('pm-hard@example.com', 'HardBounce'),
      auth,
    )
    expect(hard.json()).toEqual({ received: 1 })
    await post('/api/email/providers/postmark', postmarkBounce('pm-soft@example.com', 'SoftBounce'), auth)
    const complaint = JSON.stringify({
      RecordType: 'SpamComplaint',
      Type: 'SpamComplaint',
      Email: 'pm-soft@example.com',
    })
    expect(await statusOf('pm-hard@example.com')).toBe('bounced')
    expect(await statusOf('pm-soft@example.com')).toBe('active')
    expect((await logsOf('pm-soft@example.com'))[0]!.metadata).toMatchObject({
      bounce_type: 'soft',
      source: 'postmark',
    })
    await post('/api/email/providers/postmark', complaint, auth)
    expect(await statusOf('pm-soft@example.com')).toBe('complained')
  })

  it('refuses wrong or missing credentials', async () => {
    await subscriber('pm-tamper@example.com')
    const body = postmarkBounce('pm-tamper@example.com', 'HardBounce')
    const attempts: Record<string, string>[] = [
      { authorization: basic(POSTMARK.user, 'guess-guess-guess') },
      { authorization: basic('someone', POSTMARK.password) },
      {},
    ]
    for (const headers of attempts) {
      expect((await post('/api/email/providers/postmark', body, headers)).json().error.code).toBe(
        'BAD_SIGNATURE',
      )
    }
    expect(await statusOf('pm-tamper@example.com')).toBe('active')
  })
})

/* ---------- Mailgun ---------- */

function mailgunBody(eventData: Record<string, unknown>, key = MAILGUN_KEY) {
  const timestamp = String(Math.floor(Date.now() / 1000))
  const token = crypto.randomBytes(25).toString('hex')
  const signature = crypto
    .createHmac('sha256', key)
    .update(timestamp + token)
    .digest('hex')
  return { signature: { timestamp, token, signature }, 'event-data': eventData }
}
const mailgunFailure = (recipient: string, severity: string, messageId = 'x@mg.example') => ({
  event: 'failed',
  severity,
  recipient,
  reason: 'bounce',
  message: { headers: { 'message-id': messageId } },
  'delivery-status': { code: 550, description: 'No such mailbox' },
})

describe('Mailgun', () => {
  it('takes signed events: permanent failure suppresses, temporary is counted, complaint suppresses', async () => {
    for (const e of ['mg-hard', 'mg-soft']) await subscriber(`${e}@example.com`)
    const m = await ourMessage('mg-hard@example.com')
    const hard = mailgunBody(mailgunFailure('mg-hard@example.com', 'permanent', `${m.id}@rdo.shop`))
    expect((await post('/api/email/providers/mailgun', JSON.stringify(hard))).json()).toEqual({ received: 1 })
    await post(
      '/api/email/providers/mailgun',
      JSON.stringify(mailgunBody(mailgunFailure('mg-soft@example.com', 'temporary'))),
    )
    expect(await statusOf('mg-hard@example.com')).toBe('bounced')
    expect(await statusOf('mg-soft@example.com')).toBe('active')
    expect((await logsOf('mg-hard@example.com'))[0]).toMatchObject({ emailId: m.id })
    const complaint = mailgunBody({ event: 'complained', recipient: 'mg-soft@example.com' })
    await post('/api/email/providers/mailgun', JSON.stringify(complaint))
    expect(await statusOf('mg-soft@example.com')).toBe('complained')
  })

  it('refuses a tampered event and one signed with another key', async () => {
    await subscriber('mg-tamper@example.com')
    const signed = mailgunBody(mailgunFailure('nobody@example.com', 'permanent'))
    const tampered = {
      ...signed,
      signature: { ...signed.signature, timestamp: String(Number(signed.signature.timestamp) + 1) },
      'event-data': mailgunFailure('mg-tamper@example.com', 'permanent'),
    }
    expect((await post('/api/email/providers/mailgun', JSON.stringify(tampered))).json().error.code).toBe(
      'BAD_SIGNATURE',
    )
    const otherKey = mailgunBody(mailgunFailure('mg-tamper@example.com', 'permanent'), 'another-key')
    expect((await post('/api/email/providers/mailgun', JSON.stringify(otherKey))).statusCode).toBe(400)
    expect(await statusOf('mg-tamper@example.com')).toBe('active')
    const [{ n }] = (
      await t.db.execute(
        sql`select count(*)::int as n from email_logs where recipient = 'mg-tamper@example.com'`,
      )
    ).rows as { n: number }[]
    expect(n).toBe(0)
  })
})

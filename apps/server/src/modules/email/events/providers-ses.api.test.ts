import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { providerHelpers } from '../../../../test/fixtures/email-providers.ts'
import { selfSignedCertificate } from '../../../../test/fixtures/x509.ts'
import { createTestApp, type TestApp } from '../../../../test/helper.ts'
import { snsStringToSign, type SnsMessage } from './providers/ses.ts'

/** The Amazon SES webhook (SNS notifications) takes SNS-signed sample events and refuses tampered ones. */

const TOPIC = 'arn:aws:sns:eu-west-1:123456789012:rdo-ses-events'
const CERT_URL = 'https://sns.eu-west-1.amazonaws.com/SimpleNotificationService-test.pem'
const sns = selfSignedCertificate()

let t: TestApp
const fetched: string[] = []
const confirmed: string[] = []
const { subscriber, statusOf, logsOf, ourMessage, post } = providerHelpers(() => t)

beforeAll(async () => {
  t = await createTestApp({
    env: { SES_SNS_TOPIC_ARNS: `arn:aws:sns:us-east-1:123456789012:other, ${TOPIC}` },
  })
  // The certificate at SigningCertURL and the SubscribeURL visit, without the network.
  t.ctx.runtimes.email.providerHttp = {
    fetchCertificate: async (url) => {
      fetched.push(url)
      return sns.pem
    },
    confirmSubscription: async (url) => {
      confirmed.push(url)
    },
  }
})
afterAll(async () => t?.close())

function snsMessage(
  fields: Partial<SnsMessage> & Pick<SnsMessage, 'Type' | 'Message'>,
  signWith = sns.privateKey,
) {
  const m: SnsMessage = {
    MessageId: crypto.randomUUID(),
    TopicArn: TOPIC,
    Timestamp: new Date().toISOString(),
    SignatureVersion: '2',
    Signature: '',
    SigningCertURL: CERT_URL,
    ...fields,
  }
  m.Signature = crypto.createSign('RSA-SHA256').update(snsStringToSign(m)).sign(signWith, 'base64')
  return m
}
const postSns = (m: SnsMessage) =>
  post('/api/email/providers/ses', JSON.stringify(m), { 'content-type': 'text/plain; charset=UTF-8' })
const sesBounce = (email: string, bounceType: string, messageId?: string) =>
  JSON.stringify({
    notificationType: 'Bounce',
    bounce: {
      bounceType,
      bounceSubType: 'General',
      bouncedRecipients: [{ emailAddress: email, diagnosticCode: 'smtp; 550 5.1.1 user unknown' }],
    },
    mail: { messageId: 'ses-id', commonHeaders: messageId ? { messageId } : {} },
  })

describe('Amazon SES (SNS)', () => {
  it('confirms the subscription by visiting its SubscribeURL', async () => {
    const subscribeUrl = `https://sns.eu-west-1.amazonaws.com/?Action=ConfirmSubscription&TopicArn=${TOPIC}&Token=abc`
    const res = await postSns(
      snsMessage({
        Type: 'SubscriptionConfirmation',
        Message: 'You have chosen to subscribe',
        SubscribeURL: subscribeUrl,
        Token: 'abc',
      }),
    )
    expect(res.statusCode).toBe(200)
    expect(confirmed).toEqual([subscribeUrl])
    expect(fetched.at(-1)).toBe(CERT_URL)
  })

  it('a permanent bounce suppresses the address and is logged against our message', async () => {
    await subscriber('ses-hard@example.com')
    const m = await ourMessage('ses-hard@example.com')
    const res = await postSns(
      snsMessage({
        Type: 'Notification',
        Message: sesBounce('ses-hard@example.com', 'Permanent', `<${m.id}@rdo.shop>`),
      }),
    )
    expect(res.json()).toEqual({ received: 1 })
    expect(await statusOf('ses-hard@example.com')).toBe('bounced')
    const [log] = await logsOf('ses-hard@example.com')
    expect(log).toMatchObject({ eventType: 'bounced', emailId: m.id })
    expect(log!.metadata).toMatchObject({ bounce_type: 'hard', source: 'ses' })
  })

  it('a transient bounce is counted, the address stays; a complaint suppresses it', async () => {
    await subscriber('ses-soft@example.com')
    await postSns(
      snsMessage({ Type: 'Notification', Message: sesBounce('ses-soft@example.com', 'Transient') }),
    )
    expect(await statusOf('ses-soft@example.com')).toBe('active')
    expect((await logsOf('ses-soft@example.com')).map((l) => l.metadata)).toEqual([
      expect.objectContaining({ bounce_type: 'soft', source: 'ses' }),
    ])
    const complaint = JSON.stringify({
      notificationType: 'Complaint',
      complaint: {
        complaintFeedbackType: 'abuse',
        complainedRecipients: [{ emailAddress: 'ses-soft@example.com' }],
      },
      mail: { messageId: 'ses-id' },
    })
    await postSns(snsMessage({ Type: 'Notification', Message: complaint }))
    expect(await statusOf('ses-soft@example.com')).toBe('complained')
  })

  it('refuses a tampered message, a foreign certificate address, a key that is not the certificate’s and an unknown topic', async () => {
    await subscriber('ses-tamper@example.com')
    const signed = snsMessage({
      Type: 'Notification',
      Message: sesBounce('someone@example.com', 'Permanent'),
    })
    const tampered = { ...signed, Message: sesBounce('ses-tamper@example.com', 'Permanent') }
    expect((await postSns(tampered)).json().error.code).toBe('BAD_SIGNATURE')
    const before = fetched.length
    for (const url of [
      'http://sns.eu-west-1.amazonaws.com/x.pem',
      'https://sns.eu-west-1.amazonaws.com.evil.example/x.pem',
      'https://example.com/x.pem',
    ]) {
      const res = await postSns(
        snsMessage({
          Type: 'Notification',
          Message: sesBounce('ses-tamper@example.com', 'Permanent'),
          SigningCertURL: url,
        }),
      )
      expect(res.statusCode).toBe(400)
    }
    expect(fetched.length).toBe(before)
    const other = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
    const forged = snsMessage(
      { Type: 'Notification', Message: sesBounce('ses-tamper@example.com', 'Permanent') },
      other,
    )
    expect((await postSns(forged)).statusCode).toBe(400)
    const foreign = snsMessage({
      Type: 'Notification',
      Message: sesBounce('ses-tamper@example.com', 'Permanent'),
      TopicArn: 'arn:aws:sns:eu-west-1:999999999999:theirs',
    })
    expect((await postSns(foreign)).json().error.code).toBe('UNKNOWN_TOPIC')
    expect(await statusOf('ses-tamper@example.com')).toBe('active')
  })
})

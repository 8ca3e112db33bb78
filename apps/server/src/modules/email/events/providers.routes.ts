import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { PUBLIC } from '../../../lib/access.ts'
import { Invalid, Unavailable } from '../../../lib/errors.ts'
import { recordProviderEvents, type ProviderEvent } from './events.service.ts'
import { mailgunEvents, verifyMailgun } from './providers/mailgun.ts'
import { POSTMARK_TOKEN_HEADER, postmarkEvents, verifyPostmark } from './providers/postmark.ts'
import { sendgridEvents, sendgridPublicKey, verifySendgrid } from './providers/sendgrid.ts'
import { isSnsUrl, parseSnsMessage, sesEvents, verifySnsSignature } from './providers/ses.ts'

const tags = ['email-events']
const received = { 200: z.object({ received: z.number().int() }) }
const MAX_EVENTS = 1000

const notConfigured = (setting: string) =>
  new Unavailable(`This email provider's webhook is not configured (${setting})`, 'NOT_CONFIGURED')
const badSignature = () => new Invalid('Invalid signature', 'BAD_SIGNATURE')
const badEvents = () => new Invalid('Not an event this provider sends', 'INVALID_EVENTS')

const json = (body: Buffer): unknown => {
  try {
    return JSON.parse(body.toString('utf8'))
  } catch {
    return undefined
  }
}
const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

/**
 * Bounce and complaint webhooks in each provider's own format and signing scheme (/api/email/providers):
 * Amazon SES through SNS, SendGrid, Postmark and Mailgun. Each checks the provider's signature or
 * credentials first (an unsigned call learns nothing), then records the events as the signed relay's are.
 */
const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app
  const { config } = ctx
  const topics = new Set(
    (config.SES_SNS_TOPIC_ARNS ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  )
  const sendgridKey = config.SENDGRID_WEBHOOK_PUBLIC_KEY
    ? sendgridPublicKey(config.SENDGRID_WEBHOOK_PUBLIC_KEY)
    : null
  const postmark = {
    username: config.POSTMARK_WEBHOOK_USERNAME,
    password: config.POSTMARK_WEBHOOK_PASSWORD,
    token: config.POSTMARK_WEBHOOK_TOKEN,
  }

  const record = async (events: ProviderEvent[], source: string) =>
    events.length ? recordProviderEvents(ctx, events.slice(0, MAX_EVENTS), source) : 0

  // Signatures cover the exact bytes sent: this scope keeps bodies raw (SNS posts text/plain).
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body))
  const raw = (body: unknown) => (Buffer.isBuffer(body) ? body : Buffer.alloc(0))
  const options = { config: { access: PUBLIC }, schema: { tags, response: received } }

  app.post('/email/providers/ses', options, async (req) => {
    if (!topics.size) throw notConfigured('SES_SNS_TOPIC_ARNS')
    const m = parseSnsMessage(raw(req.body))
    if (!m || !isSnsUrl(m.SigningCertURL, true)) throw badSignature()
    const certificate = await ctx.runtimes.email.providerHttp.fetchCertificate(m.SigningCertURL).catch(() => {
      throw new Unavailable('The SNS signing certificate could not be fetched', 'CERTIFICATE_UNAVAILABLE')
    })
    if (!verifySnsSignature(m, certificate)) throw badSignature()
    // Anyone can sign with their own SNS topic: only the shop's topics count.
    if (!topics.has(m.TopicArn)) throw new Invalid('Unknown SNS topic', 'UNKNOWN_TOPIC')
    if (m.Type === 'SubscriptionConfirmation') {
      if (!isSnsUrl(m.SubscribeURL)) throw badEvents()
      await ctx.runtimes.email.providerHttp.confirmSubscription(m.SubscribeURL!).catch(() => {
        throw new Unavailable('The SNS subscription could not be confirmed', 'SUBSCRIBE_FAILED')
      })
      ctx.log.info('Confirmed the SNS subscription of the SES webhook', { topic: m.TopicArn })
      return { received: 0 }
    }
    if (m.Type !== 'Notification') return { received: 0 }
    return { received: await record(sesEvents(m.Message), 'ses') }
  })

  app.post('/email/providers/sendgrid', options, async (req) => {
    if (!sendgridKey) throw notConfigured('SENDGRID_WEBHOOK_PUBLIC_KEY')
    const body = raw(req.body)
    const signature = header(req.headers['x-twilio-email-event-webhook-signature'])
    const timestamp = header(req.headers['x-twilio-email-event-webhook-timestamp'])
    if (!verifySendgrid(sendgridKey, signature, timestamp, body)) throw badSignature()
    const events = sendgridEvents(json(body))
    if (!events) throw badEvents()
    return { received: await record(events, 'sendgrid') }
  })

  app.post('/email/providers/postmark', options, async (req) => {
    if (!(postmark.username && postmark.password) && !postmark.token)
      throw notConfigured(
        'POSTMARK_WEBHOOK_USERNAME and POSTMARK_WEBHOOK_PASSWORD, or POSTMARK_WEBHOOK_TOKEN',
      )
    const authorization = header(req.headers.authorization)
    if (!verifyPostmark(postmark, authorization, header(req.headers[POSTMARK_TOKEN_HEADER])))
      throw badSignature()
    const events = postmarkEvents(json(raw(req.body)))
    if (!events) throw badEvents()
    return { received: await record(events, 'postmark') }
  })

  app.post('/email/providers/mailgun', options, async (req) => {
    if (!config.MAILGUN_WEBHOOK_SIGNING_KEY) throw notConfigured('MAILGUN_WEBHOOK_SIGNING_KEY')
    const body = json(raw(req.body))
    if (!verifyMailgun(config.MAILGUN_WEBHOOK_SIGNING_KEY, body)) throw badSignature()
    return { received: await record(mailgunEvents(body), 'mailgun') }
  })
}

export default providerRoutes

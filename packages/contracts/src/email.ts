import { z } from 'zod'
import { emailSchema } from './common.ts'

export * from './email-messages.ts'

/** Outbox message states; the database enum is built from this list. */
export const EMAIL_MESSAGE_STATUSES = ['queued', 'sent', 'failed'] as const

/** Marketing template kinds and campaign states; the database enums are built from these lists. */
export const MARKETING_TEMPLATE_CATEGORIES = [
  'general',
  'promotional',
  'newsletter',
  'transactional',
] as const
/** active = sending; paused = stopped by an admin, resumable. */
export const CAMPAIGN_STATUSES = ['draft', 'active', 'scheduled', 'completed', 'paused'] as const

/** Subscriber states; the database enum is built from this list. */
export const SUBSCRIBER_STATUSES = ['active', 'unsubscribed', 'bounced', 'complained'] as const

export const subscriberFrequencySchema = z.enum(['daily', 'weekly', 'monthly', 'never'])

export const subscriberPreferencesSchema = z.object({
  newsletter: z.boolean(),
  promotional: z.boolean(),
  product_updates: z.boolean(),
  frequency: subscriberFrequencySchema,
})
export type SubscriberPreferences = z.infer<typeof subscriberPreferencesSchema>

/** Everything on, weekly (docs/notifications-and-newsletter.md#newsletter). */
export const DEFAULT_SUBSCRIBER_PREFERENCES: SubscriberPreferences = {
  newsletter: true,
  promotional: true,
  product_updates: true,
  frequency: 'weekly',
}

/** POST /api/newsletter. The email is trimmed and lower-cased (emailSchema does both). */
export const newsletterSubscribeBody = z.object({
  email: emailSchema,
  preferences: subscriberPreferencesSchema.optional(),
})
export type NewsletterSubscribeBody = z.infer<typeof newsletterSubscribeBody>

/**
 * Double opt-in: this request never makes an address active. 200 `confirmation_sent` means a
 * confirmation link was emailed (or one from the last ten minutes still waits) and the subscription
 * starts only once that link is followed; so for a new address as for one that unsubscribed,
 * complained or bounced. An active subscriber gets 409 ALREADY_SUBSCRIBED. (`subscribed` is kept for
 * clients that still know it.)
 */
export const newsletterSubscribeResponse = z.object({
  status: z.enum(['subscribed', 'confirmation_sent']),
})
export type NewsletterSubscribeResponse = z.infer<typeof newsletterSubscribeResponse>

import { z } from 'zod'
import { emailSchema, text } from './common.ts'

import { CONTACT_MESSAGES } from './storefront-messages.ts'

export { CONTACT_MESSAGES }

const required = (max: number) =>
  text({ error: CONTACT_MESSAGES.required }).trim().min(1, CONTACT_MESSAGES.required).max(max)

/** POST /api/contact: opens a support ticket with its first message and notifies staff. */
export const contactBody = z.object({
  name: required(100),
  email: text({ error: CONTACT_MESSAGES.required })
    .trim()
    .min(1, CONTACT_MESSAGES.required)
    .pipe(emailSchema),
  subject: required(200),
  message: required(5000),
  order_id: text()
    .trim()
    .max(64)
    .optional()
    .transform((v) => (v ? v : undefined)),
})
export type ContactBody = z.input<typeof contactBody>

export const contactResponse = z.object({ ok: z.literal(true), ticket_id: z.string().optional() })
export type ContactResponse = z.infer<typeof contactResponse>

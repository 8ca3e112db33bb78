/** What other modules may use of the email module (the mailer itself is `ctx.mailer`). */
export type { Mailer } from './delivery/mailer.ts'
export { unsubscribeUrl } from './newsletter/newsletter.service.ts'

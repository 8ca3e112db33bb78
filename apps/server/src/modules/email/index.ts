/** What other modules may use of the email module. */
export type { Mailer } from './mailer.ts'

/** What other modules may use of the newsletter module. */
export { unsubscribeByToken, unsubscribeUrl } from './newsletter.service.ts'

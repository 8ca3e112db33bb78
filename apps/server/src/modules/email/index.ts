/** What other modules may use of the email module. */
export type { Mailer } from './mailer.ts'
export { htmlToText, inlineCss, type RenderedEmail } from './render.ts'
export { BUILT_IN_TEMPLATE_NAMES, builtInTemplates } from './default-templates.ts'

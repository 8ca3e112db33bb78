/** What other modules may use of the email module. */
export type { Mailer } from './mailer.ts'
export { createTemplateRenderer, htmlToText, inlineCss, type RenderedEmail } from './render.ts'
export { BUILT_IN_TEMPLATE_NAMES, builtInTemplates } from './default-templates.ts'
export { openDirectSession, SendError, type DirectEmail, type DirectSession } from './direct-send.ts'
export { finishMarketingHtml, verifyClick, verifyOpen } from './tracking.ts'
export {
  checkTemplateParts,
  shortDetail,
  templateSyntaxError,
  trialRender,
  type TemplateParts,
} from './template-check.ts'
export { SAMPLE_RECIPIENT, TRANSACTIONAL_SEND_DATA } from './send-data.ts'

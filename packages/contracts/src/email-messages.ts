/** Email, marketing and newsletter texts and limits: zod-free, so pages can import them alone. */

export const NEWSLETTER_MESSAGES = {
  subscribed: 'Successfully subscribed to newsletter!',
  alreadySubscribed: 'You are already subscribed!',
  failed: 'Failed to subscribe. Please try again.',
  confirmationSent: 'Please check your email to confirm your subscription.',
} as const

export const EMAIL_ADMIN_MESSAGES = {
  // Email templates
  requiredFields: 'Please fill in all required fields',
  variableNameRequired: 'Variable name is required',
  loadTemplateFailed: 'Failed to load template',
  templateUpdated: 'Template updated successfully',
  templateCreated: 'Template created successfully',
  saveTemplateFailed: 'Failed to save template',
  htmlCopied: 'HTML copied to clipboard',
  copyHtmlFailed: 'Failed to copy HTML',
  loadTemplatesFailed: 'Failed to load email templates',
  templateDeleted: 'Template deleted successfully',
  deleteTemplateFailed: 'Failed to delete template',
  templateActivated: 'Template activated successfully',
  templateDeactivated: 'Template deactivated successfully',
  templateStatusFailed: 'Failed to update template status',
  templateNotFound: 'Template not found',
  templateNameTaken: 'A template with this name already exists',
  /** Deleting one of the templates the shop sends by name (welcome, password-reset, …). */
  builtInTemplate: 'The shop sends this template itself: it can be deactivated or edited, not deleted',
  /** The template's text could not be rendered (a broken {{placeholder}}). */
  templateSyntax: (detail: string) => `The template could not be rendered: ${detail}`,
  // Logs and sending
  loadLogsFailed: 'Failed to load email logs',
  sendFailed: 'Failed to send email',
  testSendFailed: 'Failed to send test email',
  bulkSendFailed: 'Failed to send bulk email',
  loadSegmentsTemplatesFailed: 'Failed to load segments and templates',
  emailSent: 'Email sent successfully',
  testEmailSent: 'Test email sent successfully',
  sentToN: (n: number, failures: number) => `Email sent to ${n} recipients (${failures} failures)`,
  invalidTemplateData: 'Invalid template data JSON',
  invalidRecipients: 'Please enter valid, comma-separated email addresses',
  tooManyRecipients: (max: number) => `Please send to at most ${max} recipients at a time`,
  selectSegment: 'Please select a segment',
  selectTemplate: 'Please select a template',
  subjectAndContent: 'Please provide both subject and content',
  testAddressRequired: 'Please enter a test email address',
  segmentNotFound: 'Segment not found',
  noSubscribersMatch: 'No subscribers match the segment criteria',
  confirmBulk: (n: number) => `Are you sure you want to send this email to ${n} recipients?`,
  sendToN: (n: number) => `Send to ${n} Recipients`,
  noActivity: 'No email activity',
  noLogs: 'No email logs found',
} as const

export const MARKETING_MESSAGES = {
  loadFailed: 'Failed to load marketing data',
  campaignCreated: 'Campaign created successfully',
  campaignCreateFailed: 'Failed to create campaign',
  templateCreated: 'Template created successfully',
  templateCreateFailed: 'Failed to create template',
  templateUpdated: 'Template updated successfully',
  templateUpdateFailed: 'Failed to update template',
  templateDeleted: 'Template deleted successfully',
  templateDeleteFailed: 'Failed to delete template',
  segmentCreated: 'Segment created successfully',
  segmentCreateFailed: 'Failed to create segment',
  segmentUpdated: 'Segment updated successfully',
  segmentUpdateFailed: 'Failed to update segment',
  segmentDeleted: 'Segment deleted successfully',
  segmentDeleteFailed: 'Failed to delete segment',
  loadSubscribersFailed: 'Failed to load subscribers',
  subscriberUnsubscribed: 'Subscriber unsubscribed successfully',
  unsubscribeFailed: 'Failed to unsubscribe',
  exported: 'Subscribers exported successfully',
  exportFailed: 'Failed to export subscribers',
  noData: 'No data yet',
  campaignNotFound: 'Campaign not found',
  templateNotFound: 'Template not found',
  subscriberNotFound: 'Subscriber not found',
  nameRequired: 'Please enter a name',
  subjectRequired: 'Please enter a subject',
  fromNameRequired: 'Please enter a sender name',
  fromEmailInvalid: 'Please enter a valid sender email address',
  contentRequired: 'Please enter the HTML content',
  scheduleInPast: 'Please choose a time in the future',
  scheduleRequired: 'Please choose when to send',
  /** Send now / pause / resume on a campaign whose state does not allow it. */
  campaignState: (status: string) => `This campaign is ${status}: that action is not possible now`,
  campaignStarted: 'Campaign sending started',
  campaignScheduled: 'Campaign scheduled',
  campaignPaused: 'Campaign paused',
  campaignResumed: 'Campaign resumed',
  confirmUnsubscribe: (email: string) => `Unsubscribe ${email}? They will receive no more marketing email.`,
} as const

/** Sending pace of a campaign: the default (10 per second) and the bounds an admin may set. */
export const CAMPAIGN_DEFAULT_RATE = 10
export const CAMPAIGN_MAX_RATE = 1000
/** A single or test send names at most this many recipients. */
export const EMAIL_SEND_MAX_RECIPIENTS = 50
/** The dashboard's periods (today from midnight UTC, 7 days, one calendar month, everything). */
export const EMAIL_PERIODS = ['today', 'week', 'month', 'all'] as const
export type EmailPeriod = (typeof EMAIL_PERIODS)[number]
export const EMAIL_PERIOD_LABELS: Record<EmailPeriod, string> = {
  today: 'Today',
  week: 'Last 7 Days',
  month: 'Last 30 Days',
  all: 'All Time',
}
/** Event types the logs know; any other stored value is shown as plain text. */
export const EMAIL_EVENT_TYPES = [
  'sent',
  'delivered',
  'opened',
  'clicked',
  'bounced',
  'complained',
  'unsubscribed',
  'failed',
] as const
export type EmailEventType = (typeof EMAIL_EVENT_TYPES)[number]
/** Personalisation: a recipient without a first name is greeted with this. */
export const FIRST_NAME_FALLBACK = 'there'

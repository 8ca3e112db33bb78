/** Back-office email routes (templates, logs, overview, single sends), spread into API_ROUTES in ../paths.ts. */
export const ADMIN_EMAIL_ROUTES = [
  'GET /api/admin/email/templates',
  'POST /api/admin/email/templates',
  'POST /api/admin/email/templates/preview',
  'GET /api/admin/email/templates/:id',
  'PATCH /api/admin/email/templates/:id',
  'DELETE /api/admin/email/templates/:id',
  'GET /api/admin/email/logs',
  'GET /api/admin/email/overview',
  'POST /api/admin/email/send',
] as const

/** Back-office marketing routes: campaigns, bulk sends, marketing templates, segments, subscribers. */
export const ADMIN_MARKETING_ROUTES = [
  'GET /api/admin/marketing/overview',
  'GET /api/admin/marketing/campaigns',
  'POST /api/admin/marketing/campaigns',
  'GET /api/admin/marketing/campaigns/:id',
  'POST /api/admin/marketing/campaigns/:id/send',
  'POST /api/admin/marketing/campaigns/:id/pause',
  'POST /api/admin/marketing/campaigns/:id/resume',
  'POST /api/admin/marketing/bulk',
  'POST /api/admin/marketing/test-send',
  'GET /api/admin/marketing/templates',
  'POST /api/admin/marketing/templates',
  'PATCH /api/admin/marketing/templates/:id',
  'DELETE /api/admin/marketing/templates/:id',
  'GET /api/admin/marketing/segments',
  'POST /api/admin/marketing/segments',
  'POST /api/admin/marketing/segments/count',
  'PATCH /api/admin/marketing/segments/:id',
  'DELETE /api/admin/marketing/segments/:id',
  'GET /api/admin/marketing/subscribers',
  'POST /api/admin/marketing/subscribers/:id/unsubscribe',
  'GET /api/admin/marketing/settings',
  'PUT /api/admin/marketing/settings',
  'GET /api/admin/marketing/cart-reminders',
] as const

/**
 * Public email event routes: the open pixel and click redirect (signed per message and link) and the
 * signed relay webhook for bounces and complaints, and each mail provider's own webhook.
 */
export const EMAIL_EVENT_ROUTES = [
  'GET /api/email/open/:messageId/:sig',
  'GET /api/email/click/:messageId/:sig',
  'POST /api/email/events',
  'POST /api/email/providers/ses',
  'POST /api/email/providers/sendgrid',
  'POST /api/email/providers/postmark',
  'POST /api/email/providers/mailgun',
] as const

/** Marketing template kinds and campaign states; the database enums are built from these lists. */
export const MARKETING_TEMPLATE_CATEGORIES = [
  'general',
  'promotional',
  'newsletter',
  'transactional',
] as const
/** active = sending; paused = stopped by an admin, resumable. */
export const CAMPAIGN_STATUSES = ['draft', 'active', 'scheduled', 'completed', 'paused'] as const

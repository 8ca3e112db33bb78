/** Marketing template kinds and campaign states; the database enums are built from these lists. */
export const MARKETING_TEMPLATE_CATEGORIES = [
  'general',
  'promotional',
  'newsletter',
  'transactional',
] as const
export const CAMPAIGN_STATUSES = ['draft', 'active', 'scheduled', 'completed'] as const

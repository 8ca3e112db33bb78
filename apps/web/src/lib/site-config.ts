/**
 * Public facts about the shop, shared by the footer and the information pages. The $RDO mint and its
 * links are the server's configuration (GET /api/token), not the web build's.
 */
export const SOCIAL_LINKS = {
  x: 'https://x.com/rdo_shop',
  telegram: 'https://t.me/rdo_shop',
  discord: 'https://discord.gg/rdo-shop',
} as const

export const SUPPORT_EMAIL = 'support@rdo.shop'
export const PRIVACY_EMAIL = 'privacy@rdo.shop'
export const PARTNERS_EMAIL = 'partners@rdo.shop'
export const SUPPORT_HOURS = 'Mon–Fri, 9am–5pm ET'
export const SUPPORT_REPLY_TIME = '24-48 hours'

/** Public facts about the shop and the token, shared by the footer, token page and static pages. */
export const TOKEN_MINT_ADDRESS: string =
  import.meta.env.VITE_RDO_MINT || 'RDoTokenMint1111111111111111111111111111111'

export const TOKEN_LINKS = {
  explorer: `https://solscan.io/token/${TOKEN_MINT_ADDRESS}`,
  trade: `https://dexscreener.com/solana/${TOKEN_MINT_ADDRESS}`,
  charts: `https://dexscreener.com/solana/${TOKEN_MINT_ADDRESS}?embed=0&tab=chart`,
} as const

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

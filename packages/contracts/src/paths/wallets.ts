/** Wallet and token routes (`METHOD /path`), spread into API_ROUTES in ../paths.ts. */
export const WALLET_ROUTES = [
  'GET /api/token',
  'GET /api/token-gate',
  'GET /api/wallet',
  'POST /api/wallet/nonce',
  'POST /api/wallet/verify',
  'POST /api/wallet/refresh',
  'DELETE /api/wallet',
] as const

export const ADMIN_WALLET_ROUTES = [
  'GET /api/admin/wallets',
  'POST /api/admin/wallets',
  'POST /api/admin/wallets/:id/refresh',
  'DELETE /api/admin/wallets/:id',
] as const

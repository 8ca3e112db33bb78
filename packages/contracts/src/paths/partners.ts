/** Partner programme routes (`METHOD /path`), spread into API_ROUTES in ../paths.ts. */
export const PARTNER_ROUTES = [
  'POST /api/partner-projects/logo',
  'POST /api/partner-projects',
  'GET /api/partner-projects',
  'GET /api/partner-projects/:id',
  'GET /api/partner-projects/:id/designs',
  'GET /api/partner-projects/:id/embeds',
  'PATCH /api/partner-projects/:id/embeds/:embedId',
  'GET /api/partner-projects/:id/payouts',
  'POST /api/partner-designs/images',
  'POST /api/partner-designs',
  'GET /api/partner-stores',
  'GET /api/partner-stores/:id',
] as const

/** Back-office routes of partner review, partner designs, the ledger and payouts. */
export const ADMIN_PARTNER_ROUTES = [
  'GET /api/admin/partners',
  'GET /api/admin/partners/:id',
  'POST /api/admin/partners/:id/approve',
  'POST /api/admin/partners/:id/reject',
  'GET /api/admin/partners/:id/designs',
  'GET /api/admin/partners/:id/ledger',
  'GET /api/admin/partners/:id/payouts',
  'POST /api/admin/partners/:id/payouts',
  'POST /api/admin/partner-designs/:id/approve',
  'POST /api/admin/partner-designs/:id/reject',
  'GET /api/admin/partner-designs/:id/production',
  'POST /api/admin/partner-designs/:id/production',
] as const

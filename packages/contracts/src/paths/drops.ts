/** Drop-day routes, spread into API_ROUTES in ../paths.ts. */
export const DROP_ROUTES = [
  'GET /api/drops/clock',
  'POST /api/drops/:id/admission',
  'POST /api/drops/:id/notify',
] as const

export const ADMIN_DROP_ROUTES = [
  'GET /api/admin/drops',
  'PUT /api/admin/products/:id/drop',
  'DELETE /api/admin/products/:id/drop',
  'GET /api/admin/drops/:id/live',
] as const

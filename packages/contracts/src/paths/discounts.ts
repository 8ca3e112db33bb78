/** Back-office routes of discount codes, spread into API_ROUTES in ../paths.ts. */
export const ADMIN_DISCOUNT_ROUTES = [
  'GET /api/admin/discounts',
  'POST /api/admin/discounts',
  'GET /api/admin/discounts/:id',
  'PUT /api/admin/discounts/:id',
  'DELETE /api/admin/discounts/:id',
  'POST /api/admin/discounts/:id/activate',
  'POST /api/admin/discounts/:id/deactivate',
] as const

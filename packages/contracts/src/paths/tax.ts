/** Back-office routes of sales tax, spread into API_ROUTES in ../paths.ts. */
export const ADMIN_TAX_ROUTES = [
  'GET /api/admin/tax/rates',
  'POST /api/admin/tax/rates',
  'PUT /api/admin/tax/rates/:id',
  'DELETE /api/admin/tax/rates/:id',
  'GET /api/admin/tax/settings',
  'PUT /api/admin/tax/settings',
] as const

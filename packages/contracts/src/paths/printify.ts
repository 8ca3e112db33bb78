/** Back-office routes of the print-on-demand (Printify) import, spread into API_ROUTES in ../paths.ts. */
export const ADMIN_PRINTIFY_ROUTES = [
  'GET /api/admin/printify/shops',
  'GET /api/admin/printify/shops/:shopId/products',
  'POST /api/admin/printify/imports',
  'GET /api/admin/printify/imports/:id',
  'GET /api/admin/printify/products',
] as const

/** Back-office routes of this domain (`METHOD /path`), spread into API_ROUTES in ../paths.ts. */
export const ADMIN_SITE_ROUTES = [
  'GET /api/admin/site/settings',
  'PUT /api/admin/site/settings',
  'POST /api/admin/site/images/:key',
  'DELETE /api/admin/site/images/:key',
] as const

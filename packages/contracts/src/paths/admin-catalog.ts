/** Back-office routes of this domain (`METHOD /path`), spread into API_ROUTES in ../paths.ts. */
export const ADMIN_CATALOG_ROUTES = [
  'GET /api/admin/products',
  'GET /api/admin/products/:id',
  'POST /api/admin/products',
  'PUT /api/admin/products/:id',
  'DELETE /api/admin/products/:id',
  'GET /api/admin/materials',
  'POST /api/admin/materials',
  'POST /api/admin/uploads/product-image',
] as const

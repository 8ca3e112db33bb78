/** Back-office routes of this domain (`METHOD /path`), spread into API_ROUTES in ../paths.ts. */
export const ADMIN_ORDERS_ROUTES = [
  'GET /api/admin/orders',
  'GET /api/admin/orders/export.csv',
  'GET /api/admin/orders/:id',
  'PATCH /api/admin/orders/:id/status',
  // The newsletter's subscribers, exported from the back office next to the orders.
  'GET /api/admin/subscribers/export.csv',
] as const

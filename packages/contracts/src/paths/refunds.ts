/** Routes of refunds, order notes and returns, spread into API_ROUTES in ../paths.ts. */
export const RETURN_ROUTES = [
  'GET /api/returns-policy',
  'GET /api/orders/:id/returns',
  'POST /api/orders/:id/returns',
] as const

export const ADMIN_REFUND_ROUTES = [
  'GET /api/admin/orders/:id/money',
  'POST /api/admin/orders/:id/refunds',
  'POST /api/admin/orders/:id/notes',
  'GET /api/admin/returns',
  'GET /api/admin/returns/settings',
  'PUT /api/admin/returns/settings',
  'POST /api/admin/returns/:id/approve',
  'POST /api/admin/returns/:id/reject',
  'POST /api/admin/returns/:id/receive',
] as const

/** Back-office routes of this domain (`METHOD /path`), spread into API_ROUTES in ../paths.ts. */
export const ADMIN_USERS_ROUTES = [
  'GET /api/admin/users',
  'GET /api/admin/users/export.csv',
  'GET /api/admin/users/:id',
  'PATCH /api/admin/users/:id/role',
  'DELETE /api/admin/users/:id',
  'GET /api/admin/users/:id/orders',
  'GET /api/admin/users/:id/tickets',
  'GET /api/admin/users/:id/designs',
  'POST /api/admin/users/:id/impersonate',
  // Ends an impersonation: called by the impersonated session, so it lives with the auth routes.
  'POST /api/auth/stop-impersonating',
] as const

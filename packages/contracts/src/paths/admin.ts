/** The back office's own routes (dashboard counts, audit log), spread into API_ROUTES in ../paths.ts. */
export const ADMIN_ROUTES = ['GET /api/admin/summary', 'GET /api/admin/audit'] as const

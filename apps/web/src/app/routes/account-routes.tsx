import type { RouteObject } from 'react-router'

/** Sign-in screens and the signed-in account area (wrap private pages in RequireAuth). */
export const accountRoutes: RouteObject[] = []

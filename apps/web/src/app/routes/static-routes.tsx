import { Navigate, type RouteObject } from 'react-router'

/** Information pages linked from the footer. */
export const staticRoutes: RouteObject[] = [
  // The size guide and older links point at /contact, which the spec never defined.
  { path: 'contact', element: <Navigate to="/contact-us" replace /> },
]

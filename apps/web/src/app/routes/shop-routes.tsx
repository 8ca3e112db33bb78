import type { RouteObject } from 'react-router'

/** Storefront: home, catalogue, cart, checkout, payment. */
export const shopRoutes: RouteObject[] = []

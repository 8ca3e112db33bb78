/** Back-office routes of this domain (`METHOD /path`), spread into API_ROUTES in ../paths.ts. */
export const ADMIN_ORDERS_ROUTES = [] as const

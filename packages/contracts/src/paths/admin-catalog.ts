/** Back-office routes of this domain (`METHOD /path`), spread into API_ROUTES in ../paths.ts. */
export const ADMIN_CATALOG_ROUTES = [] as const

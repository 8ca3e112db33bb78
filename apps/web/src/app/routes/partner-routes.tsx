import type { RouteObject } from 'react-router'

/** Partner programme pages shown inside the shop chrome. */
export const partnerRoutes: RouteObject[] = []

/** Partner pages rendered without the top bar and footer (the embeddable store). */
export const partnerStandaloneRoutes: RouteObject[] = []

import type { RouteObject } from 'react-router'

/** Token page, community designs and public profiles. */
export const communityRoutes: RouteObject[] = []

/**
 * Where search engines are not welcome: the back office, the signed-in area, the cart and checkout,
 * sign-in screens, the embeddable store (a copy of the partner store for other sites) and the API.
 * robots.txt disallows these, and their pages carry `noindex` even when the web app's renderer is
 * missing (it says the same for every page it does not render on the server).
 */
export const PRIVATE_PATHS = [
  '/admin',
  '/api/',
  '/account',
  '/profile',
  '/settings',
  '/dashboard',
  '/support',
  '/wishlist',
  '/orders',
  '/cart',
  '/checkout',
  '/payment',
  '/login',
  '/signup',
  '/verify-email',
  '/reset-password',
  '/design-submission',
  '/my-designs',
  '/partner-application',
  '/partner-dashboard',
  '/partner-design-submission',
  '/embed/',
] as const

/** Whether a request path (with or without a query) is in one of the private areas. */
export function isPrivatePath(url: string): boolean {
  const path = url.split(/[?#]/)[0]!
  return PRIVATE_PATHS.some((p) =>
    p.endsWith('/') ? path.startsWith(p) : path === p || path.startsWith(`${p}/`),
  )
}

/** robots.txt: everything but the private areas, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}

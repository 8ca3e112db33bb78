let serverOrigin = 'http://localhost'

/** The server renderer sets the shop's public origin (APP_URL), which browsers see as location.origin. */
export function setServerOrigin(origin: string) {
  serverOrigin = origin
}

/** This site's origin, for absolute links shown on a page; the same on the server and in the browser. */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin : window.location.origin
}

import type { FastifyRequest } from 'fastify'

/** Fills a page's <title> and OpenGraph tags for shared links. */
export type PageMeta = { title: string; description?: string; image?: string }
export type PageMetaResolver = (
  req: FastifyRequest,
  params: Record<string, string>,
) => Promise<PageMeta | null>

/**
 * The page metadata of one app, by path pattern (`/products/:slug`): route plugins register theirs
 * while the app is built, the page HTML asks for the first pattern matching its path.
 */
export function createPageMetaRegistry() {
  const resolvers: { pattern: RegExp; keys: string[]; resolve: PageMetaResolver }[] = []

  return {
    register(route: string, resolve: PageMetaResolver) {
      const keys: string[] = []
      const pattern = new RegExp(
        `^${route.replace(/:([a-zA-Z]+)/g, (_m, k: string) => (keys.push(k), '([^/?#]+)'))}/?$`,
      )
      resolvers.push({ pattern, keys, resolve })
    },

    /** The metadata for `pathname`, or null; a failing resolver is logged and gives null. */
    async resolve(req: FastifyRequest, pathname: string): Promise<PageMeta | null> {
      for (const r of resolvers) {
        const m = r.pattern.exec(pathname)
        if (!m) continue
        try {
          const params = Object.fromEntries(r.keys.map((k, i) => [k, decodeURIComponent(m[i + 1]!)]))
          return await r.resolve(req, params)
        } catch (err) {
          req.log.warn({ err }, 'Page metadata failed')
          return null
        }
      }
      return null
    },
  }
}

export type PageMetaRegistry = ReturnType<typeof createPageMetaRegistry>

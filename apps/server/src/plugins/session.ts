import { fromNodeHeaders } from 'better-auth/node'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { SessionUser } from '../types.ts'

const memo = new WeakMap<FastifyRequest, Promise<SessionUser | null>>()

/** `req.currentUser()` reads the better-auth session once per request, only when a route asks. */
export function registerSession(app: FastifyInstance) {
  app.decorateRequest('currentUser', function (this: FastifyRequest) {
    let p = memo.get(this)
    if (!p) {
      p = resolve(app, this)
      memo.set(this, p)
    }
    return p
  })
}

async function resolve(app: FastifyInstance, req: FastifyRequest): Promise<SessionUser | null> {
  if (!req.headers.cookie?.includes('session_token')) return null
  const res = await app.ctx.auth.api.getSession({
    headers: fromNodeHeaders(req.headers),
    query: { disableRefresh: true },
  })
  if (!res) return null
  const u = res.user as typeof res.user & { role?: string; banned?: boolean | null }
  if (u.banned) return null
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    role: u.role === 'admin' ? 'admin' : 'user',
    emailVerified: u.emailVerified,
    impersonatedBy: (res.session as { impersonatedBy?: string | null }).impersonatedBy ?? null,
  }
}

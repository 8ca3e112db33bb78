import { eq } from 'drizzle-orm'
import { ADMIN_USER_MESSAGES } from '@rdo/contracts'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import { Forbidden, Unauthorized } from './errors.ts'
import type { AppContext, SessionUser } from '../types.ts'

/**
 * Who may call a route. Every route declares one in `config.access`; one shared hook enforces it
 * before the body is read, so a refused caller never reaches validation or the handler.
 *
 * - `public`: anyone.
 * - `user`: a signed-in account (401 otherwise).
 * - `owner`: a signed-in account that owns the row named by a path parameter; anyone else gets the
 *   resource's own 404, exactly as if the row did not exist.
 * - `admin`: the admin role (403 'Unauthorized access' for customers).
 * - `admin-direct`: the admin role, not while impersonating a customer.
 * - `user-direct`, and `owner` with `direct`: as `user` and `owner`, but only for the account holder
 *   themselves, never for an admin browsing as them (403). For what moves money or identity: paying or
 *   cancelling an order, linking a wallet, applying as a partner, changing sign-in details.
 */
export type Access =
  | 'public'
  | 'user'
  | 'user-direct'
  | 'admin'
  | 'admin-direct'
  | { owner: string; param: string; direct?: true }

export const PUBLIC = 'public' as const satisfies Access
export const USER = 'user' as const satisfies Access
export const USER_DIRECT = 'user-direct' as const satisfies Access
export const ADMIN = 'admin' as const satisfies Access
export const ADMIN_DIRECT = 'admin-direct' as const satisfies Access
/** The caller must own the `kind` row whose id is the path parameter `param`. */
export const owner = (kind: string, param = 'id'): Access => ({ owner: kind, param })
/** As `owner`, and never while an admin is impersonating the owner. */
export const ownerDirect = (kind: string, param = 'id'): Access => ({ owner: kind, param, direct: true })

/** Whether a policy refuses an impersonated session (an admin browsing as the customer). */
export const refusesImpersonation = (access: Access) =>
  access === USER_DIRECT || access === ADMIN_DIRECT || (typeof access === 'object' && !!access.direct)

/** How to find who owns a row of one kind; modules declare these in their manifest. */
export type OwnerResolver = {
  /** The error a non-owner gets: the resource's own 404, the same as for a missing row. */
  notFound: () => Error
  /** The owning user's id, or null when the row does not exist (or the id is malformed). */
  ownerOf: (ctx: AppContext, id: string) => Promise<string | null>
}

/**
 * The usual owner lookup: the row whose `id` column matches, owned by its `userId` column. A malformed
 * id is simply a row that does not exist.
 */
export function rowOwner(id: PgColumn, userId: PgColumn, notFound: () => Error): OwnerResolver {
  return {
    notFound,
    ownerOf: async (ctx, value) => {
      if (!isUuid(value)) return null
      const [row] = await ctx.db.select({ userId }).from(id.table).where(eq(id, value))
      return (row?.userId as string | null | undefined) ?? null
    },
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access
    /** The 401 message for this route, where the shop words it for its screen. */
    signInMessage?: string
    /**
     * Called the moment the request is read, before its caller is looked up (which waits on the
     * database): for a route that must know which requests it has received before their sessions
     * are read (a drop's opening draw).
     */
    received?: (req: FastifyRequest) => void
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (value: string) => UUID.test(value)

export function describeAccess(access: Access): string {
  if (typeof access === 'string') return access
  return `${access.direct ? 'owner-direct' : 'owner'}:${access.owner}`
}

/**
 * Routes that plugins register for themselves: the web app's pages and built assets (the static file
 * plugin adds one route per file) and the API docs are public reading. Every `/api` route of the shop
 * declares its own policy.
 */
function defaultAccess(route: RouteOptions): Access | undefined {
  if (route.url.startsWith('/api/docs')) return PUBLIC
  const methods = Array.isArray(route.method) ? route.method : [route.method]
  const readOnly = methods.every((m) => m === 'GET' || m === 'HEAD')
  if (readOnly && !route.url.startsWith('/api/') && route.url !== '/api') return PUBLIC
  return undefined
}

export type RouteRecord = { method: string; url: string; access: Access; route: RouteOptions }

/**
 * Installs the policy check. Registering a route without a policy throws, so the app refuses to
 * start; every registered route is recorded on `app.routeRecords` for the generated tests.
 */
export function registerAccessPolicy(app: FastifyInstance, owners: Record<string, OwnerResolver>) {
  const records: RouteRecord[] = []
  app.decorate('routeRecords', records)

  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { access?: Access }
    const access = config.access ?? defaultAccess(route)
    if (!access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access policy (config.access)`)
    }
    if (route.url.startsWith('/api/admin') && access !== ADMIN && access !== ADMIN_DIRECT) {
      throw new Error(`Route ${String(route.method)} ${route.url} is under /api/admin but not admin-only`)
    }
    if (typeof access === 'object') {
      if (!owners[access.owner]) throw new Error(`Route ${route.url}: unknown owner kind '${access.owner}'`)
      if (!route.url.includes(`:${access.param}`)) {
        throw new Error(`Route ${route.url}: owner parameter ':${access.param}' is not in the path`)
      }
    }
    route.config = { ...(route.config as object), access }
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    for (const method of methods) {
      if (method === 'HEAD' && methods.length === 1 && route.url !== '/*') continue
      records.push({ method, url: route.url, access, route })
    }
  })

  app.addHook('onRequest', (req, reply, done) => {
    const config = req.routeOptions.config
    config?.received?.(req)
    const access = config?.access
    // Public routes (the storefront's hot path) stay synchronous.
    if (access === PUBLIC || access === undefined) return done()
    check(app, req, reply, access, owners).then(() => done(), done)
  })
}

async function check(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  access: Access,
  owners: Record<string, OwnerResolver>,
): Promise<void> {
  const user = await req.currentUser()
  if (!user) throw new Unauthorized(req.routeOptions.config.signInMessage)
  if (user.impersonatedBy) {
    // A request made while an admin browses as this customer names that admin in every log line,
    // the handler's and the closing "request completed" one (which Fastify writes with reply.log).
    const log = req.log.child({ impersonated_by: user.impersonatedBy })
    req.log = log
    reply.log = log
  }
  if (access === ADMIN || access === ADMIN_DIRECT) {
    if (user.role !== 'admin') throw new Forbidden('Unauthorized access')
  }
  if (user.impersonatedBy && refusesImpersonation(access)) {
    throw new Forbidden(ADMIN_USER_MESSAGES.notWhileImpersonating, 'IMPERSONATING')
  }
  if (typeof access === 'string') return
  const { owner: kind, param } = access as { owner: string; param: string }
  const resolver = owners[kind]!
  const id = (req.params as Record<string, string | undefined>)[param] ?? ''
  const ownerId = await resolver.ownerOf(app.ctx, id)
  if (ownerId !== user.id) throw resolver.notFound()
}

/** For handlers of `user`/`owner`/`admin` routes: the caller the policy hook already admitted. */
export async function caller(req: FastifyRequest): Promise<SessionUser> {
  const user = await req.currentUser()
  if (!user) throw new Unauthorized(req.routeOptions.config.signInMessage)
  return user
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its declared policy, in registration order. */
    routeRecords: RouteRecord[]
  }
}

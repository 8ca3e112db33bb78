import type { FastifyPluginAsync } from 'fastify'
import type { OwnerResolver } from '../lib/access.ts'
import type { AppContext } from '../types.ts'

/**
 * What a server module contributes to the app. `modules/index.ts` lists every module once; the app,
 * the workers and the generated route tests all read that list, so adding a domain is one line there.
 */
export type ModuleManifest = {
  name: string
  /** Shop API routes, mounted under `/api` (each route declares its own `config.access`). */
  routes?: FastifyPluginAsync<any>[]
  /** Path prefix of `routes` below `/api` (e.g. `/auth`); none by default. */
  prefix?: string
  /** Back-office routes, mounted under `/api/admin` (each route must be `ADMIN` or `ADMIN_DIRECT`). */
  adminRoutes?: FastifyPluginAsync<any>[]
  /** Routes outside `/api` (uploaded files). */
  rootRoutes?: FastifyPluginAsync<any>[]
  /** Background job handlers, registered when the process runs workers. */
  jobs?: (ctx: AppContext) => Promise<void>
  /** Row kinds that `owner(kind)` route policies refer to, with how to find each row's owner. */
  owners?: Record<string, OwnerResolver>
}

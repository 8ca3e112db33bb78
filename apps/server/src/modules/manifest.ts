import type { FastifyPluginAsync } from 'fastify'
import type { OwnerResolver } from '../lib/access.ts'
import type { AppContext, ModuleRuntimes } from '../types.ts'

/**
 * What a server module contributes to the app. `modules/index.ts` lists every module once; the app,
 * the workers and the generated route tests all read that list, so adding a domain is one line there.
 */
export type ModuleManifest = ModuleBase & (NoRuntime | RuntimeStart)

/** What a module keeps while the app runs; `stop` releases it when the app context closes. */
export type ModuleRuntime = { stop?: () => void | Promise<void> }

type NoRuntime = { start?: undefined }
/**
 * A module with per-app state starts it once per app context (`createContext`), with the context it
 * serves; the runtime is `ctx.runtimes[name]`, typed by the module's entry in `ModuleRuntimes`.
 */
type RuntimeStart = {
  [N in keyof ModuleRuntimes]: { name: N; start: (ctx: AppContext) => ModuleRuntimes[N] }
}[keyof ModuleRuntimes]

type ModuleBase = {
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

import type pg from 'pg'
import type { Config } from './config.ts'
import type { Db } from './db/client.ts'
import type { PipelinedReads } from './db/pipelined-reads.ts'
import type { MetricsRegistry } from './lib/metrics/registry.ts'
import type { StreamSlots } from './lib/stream-slots.ts'
import type { Jobs } from './plugins/jobs.ts'
import type { Realtime } from './plugins/realtime.ts'

export type SessionUser = {
  id: string
  email: string
  name: string
  role: 'user' | 'admin'
  emailVerified: boolean
  /** Set when an admin is browsing as this user: the admin's id. */
  impersonatedBy: string | null
  /** When the account was created. */
  createdAt: Date
}

/**
 * The services a module builds for every other (created once per app context in `context.ts`). Each
 * module declares its entry beside its implementation, so this file names no module:
 * `declare module '../../types.ts' { interface ModuleServices { mailer: Mailer } }`. Today: `auth`,
 * `mailer`, `storage`, `caches` (catalogue and shared pages), `shipping`, `payments`.
 */
export interface ModuleServices {}

/**
 * Each module's per-app runtime by module name: what the module keeps while the app runs (the drop
 * lines, the gallery's caches). A manifest's `start(ctx)` creates it once per app context and the
 * context's close stops it; the module declares its entry beside the runtime, like `ModuleServices`.
 */
export interface ModuleRuntimes {}

/** Everything a service may need, built once per process and shared by routes and workers. */
export type AppContext = ModuleServices & {
  config: Config
  db: Db
  pool: pg.Pool
  /**
   * Pipelined connections for short reads outside any transaction (db/pipelined-reads.ts): a read goes
   * out at once instead of queueing for one of the shared pool's connections behind a rush.
   */
  reads: PipelinedReads
  jobs: Jobs
  realtime: Realtime
  /** Open event streams per client address on this instance (each stream lives on one instance). */
  streamSlots: StreamSlots
  /** This process's Prometheus metrics (served on /metrics when configured; see docs/operations.md). */
  metrics: MetricsRegistry
  runtimes: ModuleRuntimes
  log: {
    info: (msg: string, extra?: object) => void
    warn: (msg: string, extra?: object) => void
    error: (msg: string, extra?: object) => void
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext
    /** Page titles and share cards for the page HTML, by path pattern; route plugins register theirs. */
  }
  interface FastifyRequest {
    /** Resolved lazily from the session cookie; null when signed out. */
    currentUser: () => Promise<SessionUser | null>
  }
}

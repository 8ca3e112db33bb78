import type { Auth } from './modules/auth/auth.ts'
import type { Config } from './config.ts'
import type { Db } from './db/client.ts'
import type { Jobs } from './plugins/jobs.ts'
import type { CatalogCaches } from './modules/catalog/catalog-cache.ts'
import type { Mailer } from './modules/email/mailer.ts'
import type { Payments } from './modules/payments/payment-setup.ts'
import type { StreamSlots } from './lib/stream-slots.ts'
import type { Realtime } from './plugins/realtime.ts'
import type { ShippingProvider } from './modules/shipping/shipping-provider.ts'
import type { Storage } from './modules/files/storage.ts'
import type pg from 'pg'

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

/** Everything a service may need, built once per process and shared by routes and workers. */
export type AppContext = {
  config: Config
  db: Db
  pool: pg.Pool
  auth: Auth
  jobs: Jobs
  mailer: Mailer
  storage: Storage
  realtime: Realtime
  /** Open event streams per client address on this instance (each stream lives on one instance). */
  streamSlots: StreamSlots
  /** The catalogue's and the shared pages' short caches, cleared on every instance after a change. */
  caches: CatalogCaches
  shipping: ShippingProvider
  payments: Payments
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

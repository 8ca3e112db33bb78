import crypto from 'node:crypto'
import { hashPassword } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import pg from 'pg'
import pino from 'pino'
import { inject } from 'vitest'
import { buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import { closeContext, createContext, type ContextOptions } from '../src/context.ts'
import { account, user } from '../src/db/schema/auth.ts'
import { emailMessages } from '../src/db/schema/email.ts'
import type { PaymentsOptions } from '../src/modules/payments/payment-setup.ts'
import { startWorkers } from '../src/workers.ts'
import { templateName, withDatabase } from './global-setup.ts'

export const APP_ORIGIN = 'http://localhost:3000'

/** Creates a fresh database for this test file, cloned from the migrated template. */
export async function createTestDatabase() {
  const adminUrl = inject('adminDatabaseUrl')
  const runId = inject('testRunId')
  const name = `rdo_test_${runId}_${crypto.randomBytes(6).toString('hex')}`
  const admin = new pg.Client(adminUrl)
  await admin.connect()
  await admin.query(`create database "${name}" template "${templateName(runId)}"`)
  await admin.end()
  return {
    url: withDatabase(adminUrl, name),
    drop: async () => {
      const c = new pg.Client(adminUrl)
      await c.connect()
      await c.query(`drop database if exists "${name}" with (force)`)
      await c.end()
    },
  }
}

export type TestUser = { id: string; email: string; password: string; cookie: string }

export type TestAppOptions = {
  env?: Record<string, string>
  workers?: boolean
  databaseUrl?: string
  /** A Stripe client pointed at a local stand-in, and the simulated payment's wait. */
  payments?: PaymentsOptions
  /** The catalogue and page caches' window (ttlMs 0 turns them off) and change coalescing. */
  caches?: ContextOptions['caches']
  /** The app's request logger (silent unless given). */
  logger?: pino.Logger
}

/**
 * Builds the real app on its own database. `workers: true` runs the job workers (emails get
 * delivered); either way every email is in the outbox table the moment it is queued. Without
 * AUTH_SECRET in `env`, the app generates its own random secret in its fresh DATA_DIR.
 */
export async function createTestApp({
  env = {},
  workers = false,
  databaseUrl,
  payments,
  caches,
  logger: appLogger,
}: TestAppOptions = {}) {
  const database = databaseUrl ? { url: databaseUrl, drop: async () => {} } : await createTestDatabase()
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: APP_ORIGIN,
    DATA_DIR: `.data/test-files/${crypto.randomBytes(4).toString('hex')}`,
    RATE_LIMIT_AUTH_MAX: '1000',
    // Drop attempts over their limit are refused at once in tests, unless a test sets a hold.
    DROP_LIMIT_HOLD_MS: '0',
    SEED_DEMO_DATA: 'false',
    ...env,
  })
  const logger = appLogger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' })
  const ctx = createContext(config, database.url, logger, 5, { payments, caches })
  if (workers) await startWorkers(ctx)
  await ctx.realtime.start()
  const app = await buildApp(ctx, { serveWeb: false, ...(appLogger ? { logger: appLogger } : {}) })
  await app.ready()

  const request = (opts: InjectOptions & { cookie?: string }) => {
    const { cookie, headers, ...rest } = opts
    return app.inject({ ...rest, headers: { origin: APP_ORIGIN, ...(cookie ? { cookie } : {}), ...headers } })
  }

  async function signIn(email: string, password: string, portal: 'customer' | 'admin' = 'customer') {
    const res = await request({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password, portal },
    })
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`)
    return cookieFrom(res.headers['set-cookie'])
  }

  /** Inserts a verified user directly (fast) and signs it in. */
  async function createUser(
    opts: {
      email?: string
      password?: string
      role?: 'user' | 'admin'
      name?: string
      verified?: boolean
      signIn?: boolean
    } = {},
  ): Promise<TestUser> {
    const email = (opts.email ?? `user-${crypto.randomBytes(5).toString('hex')}@example.com`).toLowerCase()
    const password = opts.password ?? 'password123'
    const [u] = await ctx.db
      .insert(user)
      .values({
        email,
        name: opts.name ?? 'Test User',
        emailVerified: opts.verified ?? true,
        role: opts.role ?? 'user',
      })
      .returning()
    await ctx.db.insert(account).values({
      userId: u!.id,
      accountId: u!.id,
      providerId: 'credential',
      password: await hashPassword(password),
    })
    const cookie =
      opts.signIn === false || opts.verified === false
        ? ''
        : await signIn(email, password, opts.role === 'admin' ? 'admin' : 'customer')
    return { id: u!.id, email, password, cookie }
  }

  /** The messages to an address, oldest first, each as it is (or will be) sent. */
  async function outbox(to: string) {
    const rows = await ctx.db.select().from(emailMessages).orderBy(emailMessages.createdAt)
    const mine = rows.filter((m) => m.toAddresses.some((a) => a.toLowerCase() === to.toLowerCase()))
    return Promise.all(
      mine.map(async (m) => (m.templateData ? { ...m, ...(await ctx.mailer.renderQueued(m.id)) } : m)),
    )
  }

  async function setRole(userId: string, role: 'user' | 'admin') {
    await ctx.db.update(user).set({ role }).where(eq(user.id, userId))
  }

  return {
    app,
    ctx,
    db: ctx.db,
    config,
    request,
    signIn,
    createUser,
    setRole,
    outbox,
    databaseUrl: database.url,
    async close() {
      await app.close()
      await closeContext(ctx)
      await database.drop()
    },
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>

/** Turns Set-Cookie headers into a Cookie request header. */
export function cookieFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []
  return list
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ')
}

/** Pulls the first link to `path` out of an email body. */
export function linkFrom(html: string | null, path: string): URL {
  const m = html?.match(new RegExp(`https?://[^"'\\s<>]+${path.replace(/[/?]/g, '\\$&')}[^"'\\s<>]*`))
  if (!m) throw new Error(`No ${path} link in the email`)
  const decoded = m[0]
    .replace(/&#x([0-9a-f]+);/gi, (_s, h) => String.fromCharCode(parseInt(h, 16)))
    .replace(/&amp;/g, '&')
  return new URL(decoded)
}

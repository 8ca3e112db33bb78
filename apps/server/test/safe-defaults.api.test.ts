import crypto from 'node:crypto'
import { createEmailVerificationToken } from 'better-auth/api'
import { sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import { createDb, createPool } from '../src/db/client.ts'
import { prepareDatabase } from '../src/db/prepare.ts'
import { demoDataSeeder } from '../src/demo-data/seed-on-start.ts'
import { createTestApp, createTestDatabase, type TestApp } from './helper.ts'

/** The secret that once shipped in the code as the fallback for an unset AUTH_SECRET. */
const FORMER_PUBLIC_SECRET = 'rdo-development-secret-change-me'
const productionEnv = () => ({ NODE_ENV: 'production', AUTH_SECRET: crypto.randomBytes(24).toString('hex') })

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t?.close())

describe('a start without AUTH_SECRET', () => {
  it('refuses a verification token forged with the former public development secret', async () => {
    const victim = await t.createUser({ verified: false })
    const verify = (token: string) =>
      t.request({ method: 'POST', url: '/api/auth/verify-email', payload: { token } })
    const emailVerified = async () =>
      (
        await t.db.execute<{ v: boolean }>(
          sql`select email_verified as v from "user" where id = ${victim.id}`,
        )
      ).rows[0]!.v

    const forged = await verify(await createEmailVerificationToken(FORMER_PUBLIC_SECRET, victim.email))
    expect([forged.statusCode, forged.json().error.code]).toEqual([400, 'INVALID_TOKEN'])
    expect(await emailVerified()).toBe(false)

    // The app signs with its own generated secret: a token made with that one is what works.
    expect(t.config.AUTH_SECRET).not.toBe(FORMER_PUBLIC_SECRET)
    const genuine = await verify(await createEmailVerificationToken(t.config.AUTH_SECRET, victim.email))
    expect(genuine.statusCode).toBe(200)
    expect(await emailVerified()).toBe(true)
  })
})

describe('production', () => {
  it('does not seed the demo accounts unless SEED_DEMO_DATA=true asks', async () => {
    const database = await createTestDatabase()
    try {
      const config = loadConfig({
        ...productionEnv(),
        DATABASE_URL: database.url,
        DATA_DIR: `.data/test-files/${crypto.randomBytes(4).toString('hex')}`,
      })
      const logger = pino({ level: 'silent' })
      await prepareDatabase(config, logger, demoDataSeeder(config, logger))
      const pool = createPool(database.url, 1)
      const { rows } = await createDb(pool).execute<{ n: number }>(sql`select count(*)::int as n from "user"`)
      await pool.end()
      expect(rows[0]!.n).toBe(0)
    } finally {
      await database.drop()
    }
  })

  it('hides the API explorer unless API_DOCS=true; development shows it', async () => {
    const prod = await createTestApp({ env: productionEnv() })
    const prodWithDocs = await createTestApp({ env: { ...productionEnv(), API_DOCS: 'true' } })
    try {
      for (const url of ['/api/docs', '/api/docs/json']) {
        const res = await prod.request({ method: 'GET', url })
        expect([url, res.statusCode]).toEqual([url, 404])
      }
      expect((await prodWithDocs.request({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200)
      const dev = await t.request({ method: 'GET', url: '/api/docs/json' })
      expect([dev.statusCode, dev.json().info.title]).toEqual([200, 'RDO Shop API'])
    } finally {
      await Promise.all([prod.close(), prodWithDocs.close()])
    }
  })
})

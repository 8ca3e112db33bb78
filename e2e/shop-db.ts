import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'

/**
 * The end-to-end server's database (see e2e/start-server.ts), for state the back office cannot make
 * yet in a spec's own process: on TEST_DATABASE_URL's server the `rdo_e2e` database, else the embedded
 * cluster under .data/e2e.
 */
function shopDatabaseUrl(): string {
  if (process.env.TEST_DATABASE_URL) {
    const url = new URL(process.env.TEST_DATABASE_URL)
    url.pathname = '/rdo_e2e'
    return url.toString()
  }
  const creds = path.resolve('.data/e2e/postgres-credentials.json')
  const { password } = JSON.parse(fs.readFileSync(creds, 'utf8')) as { password: string }
  const port = process.env.E2E_PG_PORT ?? '54360'
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`
}

export async function withShopDb<T>(work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client(shopDatabaseUrl())
  await db.connect()
  try {
    return await work(db)
  } finally {
    await db.end()
  }
}

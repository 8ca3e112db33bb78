import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { PRINTIFY_STAND_IN_TOKEN, startPrintifyStandIn } from '../apps/server/test/stand-ins/printify.ts'
import { SOLANA_STAND_IN_MINT, startSolanaRpcStandIn } from '../apps/server/test/stand-ins/solana-rpc.ts'

/**
 * Starts the shop for the end-to-end tests on fresh demo data: a new database on TEST_DATABASE_URL's
 * server when set, else a new embedded cluster under .data/e2e.
 */
const port = process.env.E2E_PORT ?? '3300'
const dataDir = path.resolve('.data/e2e')
await stopLeftoverPostgres(path.join(dataDir, 'postgres'))
fs.rmSync(dataDir, { recursive: true, force: true })

// Token balances come from a local Solana JSON-RPC stand-in that the tests set balances on.
const solana = await startSolanaRpcStandIn({ port: Number(port) + 1000, host: '127.0.0.1' })

// The Printify import screen talks to a local stand-in with three products.
const printify = await startPrintifyStandIn({ port: Number(port) + 1001, host: '127.0.0.1' })
printify.useSampleProducts(3)

const env: Record<string, string> = {
  PRINTIFY_BASE_URL: printify.url,
  PRINTIFY_API_TOKEN: PRINTIFY_STAND_IN_TOKEN,
  SOLANA_RPC_URL: solana.url,
  RDO_MINT: SOLANA_STAND_IN_MINT,
  PORT: port,
  APP_URL: `http://localhost:${port}`,
  DATA_DIR: dataDir,
  EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54360',
  RATE_LIMIT_AUTH_MAX: '10000',
  // Several specs mistype the demo accounts' passwords on purpose (and may be retried): a run's handful
  // must not throttle an account that later specs sign in to.
  SIGN_IN_MAX_FAILURES: '100',
  // Every browser of the run connects from the one loopback address.
  EVENT_STREAMS_PER_CLIENT: '1000',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'test',
  // The tests follow emailed links (verification, reset) that the admin outbox otherwise hides.
  OUTBOX_SHOW_LINKS: 'true',
}
if (process.env.TEST_DATABASE_URL) {
  const admin = new pg.Client(process.env.TEST_DATABASE_URL)
  await admin.connect()
  await admin.query('drop database if exists rdo_e2e with (force)')
  await admin.query('create database rdo_e2e')
  await admin.end()
  const url = new URL(process.env.TEST_DATABASE_URL)
  url.pathname = '/rdo_e2e'
  env.DATABASE_URL = url.toString()
}
Object.assign(process.env, env)
await import('../apps/server/src/main.ts')

/** A previous run killed hard may have left its embedded PostgreSQL running on this data directory. */
async function stopLeftoverPostgres(pgData: string) {
  const pidFile = path.join(pgData, 'postmaster.pid')
  if (!fs.existsSync(pidFile)) return
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])
  try {
    process.kill(pid, 'SIGINT')
  } catch {
    return
  }
  for (let i = 0; i < 100 && fs.existsSync(pidFile); i++) await new Promise((r) => setTimeout(r, 100))
}

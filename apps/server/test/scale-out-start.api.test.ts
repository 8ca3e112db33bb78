import { spawn, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest'
import { buildServer } from '../../../scripts/build-server.ts'
import { migrationsFolder } from '../src/db/migrate.ts'
import { withDatabase } from './global-setup.ts'

// Four production instances (the compiled server, as `npm start` runs it with NODE_ENV=production)
// started at the same moment on one empty database, as a scaled-out deploy does on its first day. The
// first serves its held answers on the next port, from the compiled thread (LISTENERS=2).
const root = path.resolve(import.meta.dirname, '../../..')
const ports = [3471, 3473, 3474, 3475]
const HELD_PORT = 3472
const databaseName = `rdo_test_${inject('testRunId')}_four_instances`
const databaseUrl = withDatabase(inject('adminDatabaseUrl'), databaseName)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rdo-four-'))
const children: { child: ChildProcess; output: () => string }[] = []

async function admin(query: string) {
  const c = new pg.Client(inject('adminDatabaseUrl'))
  await c.connect()
  await c.query(query)
  await c.end()
}

function start(port: number, i: number) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    AUTH_SECRET: 'four-instances-secret-of-32-chars!',
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    APP_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    SERVE_WEB: 'false',
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: 'info',
    LISTENERS: i === 0 ? '2' : '1',
  }
  delete env.REDIS_URL
  const child = spawn(process.execPath, ['scripts/launch.mjs', 'main'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (d) => (output += d))
  child.stderr!.on('data', (d) => (output += d))
  return { child, output: () => output }
}

async function waitUntilReady(port: number, output: () => string, timeoutMs = 150_000) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    const status = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
      (r) => r.status,
      () => 0,
    )
    if (status === 200) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`Instance on ${port} not ready within ${timeoutMs / 1000} s. Its output:\n${output()}`)
}

beforeAll(async () => {
  await buildServer({ quiet: true })
  await admin(`create database "${databaseName}"`)
}, 120_000)

afterAll(async () => {
  await Promise.all(
    children.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve()
          child.once('exit', () => resolve())
          child.kill('SIGTERM')
          setTimeout(() => child.kill('SIGKILL'), 20_000).unref()
        }),
    ),
  )
  await admin(`drop database if exists "${databaseName}" with (force)`)
  fs.rmSync(dataDir, { recursive: true, force: true })
}, 60_000)

describe('several instances starting together on an empty database', () => {
  it('all become ready; one migrates and seeds, the others wait for it', { timeout: 240_000 }, async () => {
    children.push(...ports.map(start))
    await Promise.all(children.map(({ output }, i) => waitUntilReady(ports[i]!, output)))

    const shipped = (
      JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
        entries: unknown[]
      }
    ).entries.length
    const migrators = children.filter(({ output }) => output().includes('database migration(s)'))
    expect(migrators).toHaveLength(1)
    expect(migrators[0]!.output()).toContain(`Applied ${shipped} database migration(s)`)
    expect(
      children.filter(({ output }) => output().includes('Empty database: adding the demo data')),
    ).toHaveLength(1)

    const db = new pg.Client(databaseUrl)
    await db.connect()
    try {
      const applied = await db.query<{ n: number; distinct_hashes: number }>(
        'select count(*)::int as n, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations',
      )
      expect(applied.rows[0]).toEqual({ n: shipped, distinct_hashes: shipped })
      const admins = await db.query<{ n: number }>(
        `select count(*)::int as n from "user" where email = 'admin@rdo.shop'`,
      )
      expect(admins.rows[0]!.n).toBe(1)
    } finally {
      await db.end()
    }
    // Every instance answers the API on the one database.
    for (const port of [...ports, HELD_PORT])
      expect((await fetch(`http://127.0.0.1:${port}/api/products?limit=1`)).status).toBe(200)
    // The held answers' thread: a press without a session is refused there.
    const press = await fetch(`http://127.0.0.1:${HELD_PORT}/api/drops/${crypto.randomUUID()}/admission`, {
      method: 'POST',
      headers: { origin: 'http://localhost:3471' },
    })
    expect(press.status).toBe(401)
  })
})

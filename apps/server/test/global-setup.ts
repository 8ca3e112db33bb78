import crypto from 'node:crypto'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import pg from 'pg'
import PgBoss from 'pg-boss'
import { createDb, createPool } from '../src/db/client.ts'
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded.ts'
import { runMigrations } from '../src/db/migrate.ts'

// Each run has its own template and databases, so concurrent runs on one server never collide.
const runId = crypto.randomBytes(3).toString('hex')
export const templateName = (id: string) => `rdo_test_${id}_template`

/**
 * One PostgreSQL server for the API tests: TEST_DATABASE_URL when set, else the embedded one.
 * A template database is migrated once; each test file clones it (CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedPostgres | undefined
  let adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) {
    embedded = await startEmbeddedPostgres({
      dataDir: path.resolve('.data/test'),
      port: Number(process.env.TEST_PG_PORT ?? 54331),
    })
    adminUrl = embedded.url
  }
  const admin = new pg.Client(adminUrl)
  await admin.connect()
  const template = templateName(runId)
  await admin.query(`create database "${template}"`)
  const templateUrl = withDatabase(adminUrl, template)
  const pool = createPool(templateUrl, 2)
  await runMigrations(createDb(pool))
  await pool.end()
  // The job queue's own tables, created once in the template (no pg-boss instance in this process).
  const client = new pg.Client(templateUrl)
  await client.connect()
  await client.query(PgBoss.getConstructionPlans('pgboss'))
  await client.end()
  project.provide('adminDatabaseUrl', adminUrl)
  project.provide('testRunId', runId)

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, $1)`,
      [`rdo_test_${runId}_`],
    )
    for (const r of rows) await admin.query(`drop database if exists "${r.datname}" with (force)`)
    await admin.end()
    // A cluster that another run started (and may still use) is left running.
    if (embedded && !embedded.reused) await embedded.stop()
  }
}

export function withDatabase(url: string, database: string) {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string
    testRunId: string
  }
}

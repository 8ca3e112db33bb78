import path from 'node:path'
import type { TestProject } from 'vitest/node'
import pg from 'pg'
import PgBoss from 'pg-boss'
import { createDb, createPool } from '../src/db/client.ts'
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded.ts'
import { runMigrations } from '../src/db/migrate.ts'

export const TEMPLATE_DB = 'rdo_test_template'

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
  // Leftovers of an interrupted run.
  const { rows } = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname like 'rdo_test_%'`,
  )
  for (const r of rows) await admin.query(`drop database if exists "${r.datname}" with (force)`)
  await admin.query(`create database "${TEMPLATE_DB}"`)
  const templateUrl = withDatabase(adminUrl, TEMPLATE_DB)
  const pool = createPool(templateUrl, 2)
  await runMigrations(createDb(pool))
  await pool.end()
  // The job queue's own tables, created once in the template (no pg-boss instance in this process).
  const template = new pg.Client(templateUrl)
  await template.connect()
  await template.query(PgBoss.getConstructionPlans('pgboss'))
  await template.end()
  project.provide('adminDatabaseUrl', adminUrl)

  return async () => {
    const { rows: dbs } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'rdo_test_%'`,
    )
    for (const r of dbs) await admin.query(`drop database if exists "${r.datname}" with (force)`)
    await admin.end()
    await embedded?.stop()
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
  }
}

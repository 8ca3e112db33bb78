import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type pg from 'pg'
import PgBoss from 'pg-boss'
import { from as copyFrom, to as copyTo } from 'pg-copy-streams'
import { q } from './manifest.ts'

/**
 * The job queue's unfinished work in a snapshot: its queues, schedules and the jobs not done yet
 * (waiting, to retry, or in hand when the snapshot was taken: these run again after a restore, as
 * after a crash). Finished and archived jobs are history and stay out.
 */
export type JobsManifest = {
  schema_version: number
  tables: { name: 'queue' | 'schedule' | 'job'; columns: string[]; rows: number }[]
}

const SCHEMA = 'pgboss'
const UNFINISHED = `state in ('created', 'retry', 'active')`

async function columnsOf(client: pg.ClientBase, table: string) {
  const { rows } = await client.query<{ name: string }>(
    `select a.attname as name from pg_attribute a
     where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     order by a.attnum`,
    [`${SCHEMA}.${table}`],
  )
  return rows.map((r) => r.name)
}

async function schemaVersion(client: pg.ClientBase) {
  const present = await client.query(`select to_regclass('${SCHEMA}.version') as reg`)
  if (!present.rows[0].reg) return null
  const { rows } = await client.query<{ version: number }>(`select version from ${SCHEMA}.version`)
  return rows[0]?.version ?? null
}

/** Writes the queue's unfinished work to `<dir>/jobs/`, inside the caller's snapshot transaction. */
export async function dumpJobQueue(client: pg.ClientBase, dir: string): Promise<JobsManifest | undefined> {
  const version = await schemaVersion(client)
  if (version === null) return undefined
  fs.mkdirSync(path.join(dir, 'jobs'), { recursive: true })
  const tables: JobsManifest['tables'] = []
  for (const name of ['queue', 'schedule', 'job'] as const) {
    const columns = await columnsOf(client, name)
    const where = name === 'job' ? ` where ${UNFINISHED}` : ''
    const select = `select ${columns.map(q).join(', ')} from ${SCHEMA}.${name}${where}`
    await pipeline(
      client.query(copyTo(`copy (${select}) to stdout`)),
      fs.createWriteStream(path.join(dir, 'jobs', `${name}.copy`)),
    )
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from (${select}) s`)
    tables.push({ name, columns, rows: Number(rows[0]!.n) })
  }
  return { schema_version: version, tables }
}

/**
 * Makes the job queue's schema (as the queue itself would at its first start) and checks that this
 * code's queue schema is the snapshot's: called before anything is restored, so a mismatch changes nothing.
 */
export async function prepareJobQueue(client: pg.ClientBase, jobs: JobsManifest | undefined) {
  if (!jobs) return
  if ((await schemaVersion(client)) === null) await client.query(PgBoss.getConstructionPlans(SCHEMA))
  const version = await schemaVersion(client)
  if (version !== jobs.schema_version) {
    throw new Error(
      `The snapshot's job queue has schema version ${jobs.schema_version}, this code's ${version}: ` +
        'restore it with the version of the shop that made it.',
    )
  }
}

/**
 * Loads the snapshot's queues (through the queue's own function, which makes each queue's partition),
 * then its schedules and unfinished jobs, in one transaction.
 */
export async function restoreJobQueue(client: pg.ClientBase, dir: string, jobs: JobsManifest | undefined) {
  if (!jobs) return 0
  const table = (name: string) => jobs.tables.find((t) => t.name === name)!
  const load = async (target: string, name: string) => {
    const cols = table(name).columns.map(q).join(', ')
    await pipeline(
      fs.createReadStream(path.join(dir, 'jobs', `${name}.copy`)),
      client.query(copyFrom(`copy ${target} (${cols}) from stdin`)),
    )
  }
  await client.query('begin')
  try {
    await client.query(`create temporary table restored_queue (like ${SCHEMA}.queue) on commit drop`)
    await load('restored_queue', 'queue')
    // Dead-letter queues are named after every queue exists.
    await client.query(`
      select ${SCHEMA}.create_queue(name, json_build_object(
        'policy', policy, 'retryLimit', retry_limit, 'retryDelay', retry_delay, 'retryBackoff', retry_backoff,
        'expireInSeconds', expire_seconds, 'retentionMinutes', retention_minutes))
      from restored_queue order by name`)
    await client.query(`
      update ${SCHEMA}.queue q set dead_letter = r.dead_letter, created_on = r.created_on, updated_on = r.updated_on
      from restored_queue r where r.name = q.name`)
    await load(`${SCHEMA}.schedule`, 'schedule')
    await load(`${SCHEMA}.job`, 'job')
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from ${SCHEMA}.job where ${UNFINISHED}`,
    )
    if (Number(rows[0]!.n) !== table('job').rows)
      throw new Error(
        `The job queue has ${rows[0]!.n} unfinished jobs after loading, the snapshot ${table('job').rows}`,
      )
    await client.query('commit')
  } catch (err) {
    await client.query('rollback').catch(() => {})
    throw err
  }
  return table('job').rows
}

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { from as copyFrom } from 'pg-copy-streams'
import { createDb, createPool } from '../../db/client.ts'
import { migrationsFolder } from '../../db/migrate.ts'
import { prepareJobQueue, restoreJobQueue } from './jobs-snapshot.ts'
import {
  checkMigrations,
  IN_USE_TABLES,
  publicTables,
  q,
  readManifest,
  sha256File,
  type Manifest,
} from './manifest.ts'

/** Applies the first `count` migrations only: the schema the snapshot's data was written in. */
async function migrateTo(databaseUrl: string, count: number | undefined) {
  const pool = createPool(databaseUrl, 1)
  let folder = migrationsFolder
  let tmp: string | undefined
  try {
    if (count !== undefined) {
      tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rdo-migrations-'))
      fs.cpSync(migrationsFolder, tmp, { recursive: true })
      const journalFile = path.join(tmp, 'meta', '_journal.json')
      const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: unknown[] }
      journal.entries = journal.entries.slice(0, count)
      fs.writeFileSync(journalFile, JSON.stringify(journal))
      folder = tmp
    }
    await migrate(createDb(pool), { migrationsFolder: folder })
  } finally {
    await pool.end()
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
  }
}

async function assertEmpty(client: pg.ClientBase) {
  for (const table of IN_USE_TABLES) {
    const { rows } = await client.query<{ reg: string | null }>('select to_regclass($1) as reg', [
      `public.${q(table)}`,
    ])
    if (!rows[0]!.reg) continue
    const has = await client.query(`select 1 from ${q(table)} limit 1`)
    if (has.rowCount) {
      throw new Error(
        `The database is not empty (table "${table}" has rows): restore only into an empty database ` +
          `or an empty embedded data directory.`,
      )
    }
  }
}

export type RestoreOptions = {
  databaseUrl: string
  snapshotDir: string
  /** Where the uploads go (local-disk storage); skipped when the snapshot's files live in S3. */
  uploadsDir?: string
  log?: (msg: string) => void
}

export async function restoreBackup(opts: RestoreOptions) {
  const log = opts.log ?? (() => {})
  const manifest = readManifest(opts.snapshotDir)
  checkMigrations(manifest)
  for (const t of manifest.tables) {
    if (!fs.existsSync(path.join(opts.snapshotDir, 'tables', `${t.name}.copy`))) {
      throw new Error(`The snapshot is incomplete: tables/${t.name}.copy is missing`)
    }
  }

  const check = new pg.Client(opts.databaseUrl)
  await check.connect()
  try {
    await assertEmpty(check)
    await prepareJobQueue(check, manifest.jobs)
  } finally {
    await check.end()
  }

  log(`Migrating to the snapshot's schema (${manifest.migrations.length} migrations)…`)
  await migrateTo(opts.databaseUrl, manifest.migrations.length)

  const client = new pg.Client(opts.databaseUrl)
  await client.connect()
  try {
    await assertEmpty(client)
    await client.query('begin')
    // Foreign keys and triggers do not fire while loading (needs a superuser).
    await client.query('set local session_replication_role = replica')
    const present = await publicTables(client)
    if (present.length) await client.query(`truncate ${present.map((t) => q(t.name)).join(', ')}`)
    const known = new Set(present.map((t) => t.name))
    for (const t of manifest.tables) {
      if (!known.has(t.name))
        throw new Error(`The snapshot's table "${t.name}" does not exist after migrating`)
      const file = path.join(opts.snapshotDir, 'tables', `${t.name}.copy`)
      const cols = t.columns.map(q).join(', ')
      await pipeline(
        fs.createReadStream(file),
        client.query(copyFrom(`copy ${q(t.name)} (${cols}) from stdin`)),
      )
    }
    await resetSequences(client)
    await verifyCounts(client, manifest)
    await client.query('commit')
    const jobCount = await restoreJobQueue(client, opts.snapshotDir, manifest.jobs)
    if (manifest.jobs) log(`Loaded the job queue: ${jobCount} unfinished jobs`)
  } catch (err) {
    await client.query('rollback').catch(() => {})
    throw err
  } finally {
    await client.end()
  }
  log(`Loaded ${manifest.tables.length} tables; applying this code's newer migrations, if any…`)
  await migrateTo(opts.databaseUrl, undefined)

  if (manifest.files.storage === 'disk') {
    const root = opts.uploadsDir!
    for (const f of manifest.files.list) {
      const target = path.join(root, ...f.path.split('/'))
      fs.mkdirSync(path.dirname(target), { recursive: true })
      fs.copyFileSync(path.join(opts.snapshotDir, 'files', ...f.path.split('/')), target)
      if ((await sha256File(target)) !== f.sha256)
        throw new Error(`The restored file ${f.path} differs from the snapshot`)
    }
    log(`Restored ${manifest.files.list.length} files into ${root}`)
  } else {
    log(`The snapshot's files live in the S3 bucket ${manifest.files.bucket}: nothing to copy`)
  }
  return manifest
}

/** Every sequence owned by a public column (serial, bigserial, identity) continues after the largest value. */
async function resetSequences(client: pg.ClientBase) {
  const { rows } = await client.query<{ seq: string; tbl: string; col: string }>(`
    select format('%I.%I', sn.nspname, s.relname) as seq, t.relname as tbl, a.attname as col
    from pg_class s
    join pg_namespace sn on sn.oid = s.relnamespace
    join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass
    join pg_class t on t.oid = d.refobjid
    join pg_namespace tn on tn.oid = t.relnamespace
    join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
    where s.relkind = 'S' and tn.nspname = 'public'`)
  for (const r of rows) {
    await client.query(
      `select setval($1::regclass, coalesce((select max(${q(r.col)}) from ${q(r.tbl)}), 0) + 1, false)`,
      [r.seq],
    )
  }
}

async function verifyCounts(client: pg.ClientBase, manifest: Manifest) {
  for (const t of manifest.tables) {
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${q(t.name)}`)
    if (Number(rows[0]!.n) !== t.rows) {
      throw new Error(`Table "${t.name}" has ${rows[0]!.n} rows after loading, the snapshot ${t.rows}`)
    }
  }
}

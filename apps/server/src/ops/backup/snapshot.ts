import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { from as copyFrom, to as copyTo } from 'pg-copy-streams'
import { createDb, createPool } from '../../db/client.ts'
import { migrationsFolder } from '../../db/migrate.ts'

/**
 * Snapshots without external binaries (docs/operations.md#backups): every table of the `public` schema
 * in PostgreSQL's COPY text format, read in one repeatable-read transaction, plus the uploads directory.
 */
export const FORMAT_VERSION = 1

export type Manifest = {
  format: 'rdo-backup'
  version: number
  created_at: string
  migrations: { id: number; hash: string; created_at: number }[]
  tables: { name: string; columns: string[]; rows: number }[]
  files:
    | { storage: 'disk'; list: { path: string; size: number; sha256: string }[] }
    | { storage: 's3'; bucket: string }
}

const q = (name: string) => `"${name.replace(/"/g, '""')}"`

/** Shop tables whose rows mean a database is in use: a restore refuses to load over them. */
const IN_USE_TABLES = ['user', 'orders', 'products']

async function publicTables(client: pg.ClientBase) {
  const { rows } = await client.query<{ name: string; columns: string[] }>(`
    select c.relname as name,
      array_agg(a.attname::text order by a.attnum) as columns
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    where n.nspname = 'public' and c.relkind in ('r', 'p')
    group by c.relname order by c.relname`)
  return rows
}

function sha256File(file: string) {
  return new Promise<string>((resolve, reject) => {
    const hash = crypto.createHash('sha256')
    fs.createReadStream(file)
      .on('data', (d) => hash.update(d))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject)
  })
}

function listFiles(root: string, dir = ''): string[] {
  const abs = path.join(root, dir)
  if (!fs.existsSync(abs)) return []
  return fs
    .readdirSync(abs, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? listFiles(root, path.join(dir, e.name)) : e.isFile() ? [path.join(dir, e.name)] : [],
    )
    .sort()
}

export type BackupOptions = {
  databaseUrl: string
  /** The uploads directory (local-disk storage); omit with `s3Bucket`. */
  uploadsDir?: string
  s3Bucket?: string
  backupDir: string
  now?: Date
}

export async function createBackup(opts: BackupOptions) {
  const now = opts.now ?? new Date()
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
  const dir = path.resolve(opts.backupDir, `rdo-${stamp}`)
  if (fs.existsSync(dir)) throw new Error(`The snapshot folder ${dir} already exists`)
  const partial = `${dir}.partial`
  fs.rmSync(partial, { recursive: true, force: true })
  fs.mkdirSync(path.join(partial, 'tables'), { recursive: true })

  const client = new pg.Client(opts.databaseUrl)
  await client.connect()
  let tables: Manifest['tables'] = []
  let migrations: Manifest['migrations'] = []
  try {
    await client.query('begin isolation level repeatable read, read only')
    const schema = await client.query(`select to_regclass('drizzle.__drizzle_migrations') as reg`)
    if (!schema.rows[0].reg)
      throw new Error('The database has no shop schema (no migrations applied): nothing to back up')
    const applied = await client.query<{ id: number; hash: string; created_at: string }>(
      'select id, hash, created_at from drizzle.__drizzle_migrations order by created_at, id',
    )
    migrations = applied.rows.map((r) => ({ id: r.id, hash: r.hash, created_at: Number(r.created_at) }))
    for (const t of await publicTables(client)) {
      const cols = t.columns.map(q).join(', ')
      const file = path.join(partial, 'tables', `${t.name}.copy`)
      await pipeline(
        client.query(copyTo(`copy ${q(t.name)} (${cols}) to stdout`)),
        fs.createWriteStream(file),
      )
      const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${q(t.name)}`)
      tables.push({ name: t.name, columns: t.columns, rows: Number(rows[0]!.n) })
    }
    await client.query('commit')
  } catch (err) {
    await client.query('rollback').catch(() => {})
    fs.rmSync(partial, { recursive: true, force: true })
    throw err
  } finally {
    await client.end()
  }

  let files: Manifest['files']
  if (opts.s3Bucket) {
    files = { storage: 's3', bucket: opts.s3Bucket }
  } else {
    const list: { path: string; size: number; sha256: string }[] = []
    const root = opts.uploadsDir!
    for (const rel of listFiles(root)) {
      const target = path.join(partial, 'files', rel)
      fs.mkdirSync(path.dirname(target), { recursive: true })
      fs.copyFileSync(path.join(root, rel), target)
      list.push({
        path: rel.split(path.sep).join('/'),
        size: fs.statSync(target).size,
        sha256: await sha256File(target),
      })
    }
    files = { storage: 'disk', list }
  }

  const manifest: Manifest = {
    format: 'rdo-backup',
    version: FORMAT_VERSION,
    created_at: now.toISOString(),
    migrations,
    tables,
    files,
  }
  fs.writeFileSync(path.join(partial, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n')
  fs.renameSync(partial, dir)
  return { dir, manifest }
}

export function readManifest(snapshotDir: string): Manifest {
  const file = path.join(snapshotDir, 'manifest.json')
  if (!fs.existsSync(file)) throw new Error(`${file} not found: not a snapshot folder`)
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest
  if (manifest.format !== 'rdo-backup' || manifest.version !== FORMAT_VERSION) {
    throw new Error(`${file} is not a snapshot of format rdo-backup version ${FORMAT_VERSION}`)
  }
  return manifest
}

/** The snapshot's migrations must be the first ones of this code's: a newer snapshot cannot be restored. */
export function checkMigrations(manifest: Manifest) {
  const code = readMigrationFiles({ migrationsFolder })
  const ok =
    manifest.migrations.length <= code.length &&
    manifest.migrations.every((m, i) => m.hash === code[i]!.hash && m.created_at === code[i]!.folderMillis)
  if (!ok) {
    throw new Error(
      `The snapshot was taken with migrations this code does not have (${manifest.migrations.length} in the ` +
        `snapshot, ${code.length} here, or different ones): restore it with the version of the shop that made it.`,
    )
  }
}

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

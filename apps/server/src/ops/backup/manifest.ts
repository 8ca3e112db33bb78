import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import type pg from 'pg'
import { migrationsFolder } from '../../db/migrate.ts'
import type { JobsManifest } from './jobs-snapshot.ts'

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
  /** The job queue's unfinished work; absent when the database had no job queue yet. */
  jobs?: JobsManifest
}

export const q = (name: string) => `"${name.replace(/"/g, '""')}"`

/** Shop tables whose rows mean a database is in use: a restore refuses to load over them. */
export const IN_USE_TABLES = ['user', 'orders', 'products']

export async function publicTables(client: pg.ClientBase) {
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

export function sha256File(file: string) {
  return new Promise<string>((resolve, reject) => {
    const hash = crypto.createHash('sha256')
    fs.createReadStream(file)
      .on('data', (d) => hash.update(d))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject)
  })
}

export function listFiles(root: string, dir = ''): string[] {
  const abs = path.join(root, dir)
  if (!fs.existsSync(abs)) return []
  return fs
    .readdirSync(abs, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? listFiles(root, path.join(dir, e.name)) : e.isFile() ? [path.join(dir, e.name)] : [],
    )
    .sort()
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

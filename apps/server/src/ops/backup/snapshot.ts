import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import pg from 'pg'
import { to as copyTo } from 'pg-copy-streams'
import { dumpJobQueue } from './jobs-snapshot.ts'
import { FORMAT_VERSION, listFiles, publicTables, q, sha256File, type Manifest } from './manifest.ts'

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
  let jobs: Manifest['jobs']
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
    jobs = await dumpJobQueue(client, partial)
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
    jobs,
  }
  fs.writeFileSync(path.join(partial, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n')
  fs.renameSync(partial, dir)
  return { dir, manifest }
}

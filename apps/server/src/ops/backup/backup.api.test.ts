import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/helper.ts'
import { orderBody } from '../../../test/orders.ts'
import { createProduct } from '../../../test/products.ts'
import { withDatabase } from '../../../test/global-setup.ts'
import { readManifest } from './manifest.ts'
import { restoreBackup } from './restore.ts'
import { createBackup } from './snapshot.ts'

const COMPARED = ['user', 'orders', 'order_items', 'products', 'product_variants', 'account']

let t: TestApp
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rdo-backup-test-'))
const created: string[] = []

async function adminQuery(sql: string) {
  const admin = new pg.Client(inject('adminDatabaseUrl'))
  await admin.connect()
  try {
    await admin.query(sql)
  } finally {
    await admin.end()
  }
}

/** A second, empty database on the same server (no template: nothing migrated). */
async function emptyDatabase() {
  const name = `rdo_restore_${inject('testRunId')}_${crypto.randomBytes(5).toString('hex')}`
  await adminQuery(`create database "${name}"`)
  created.push(name)
  return withDatabase(inject('adminDatabaseUrl'), name)
}

async function fingerprints(url: string) {
  const client = new pg.Client(url)
  await client.connect()
  try {
    const out: Record<string, { rows: number; md5: string | null }> = {}
    for (const table of COMPARED) {
      const { rows } = await client.query<{ n: string; md5: string | null }>(
        `select count(*) as n, md5(string_agg(t::text, '|' order by t::text)) as md5 from "${table}" t`,
      )
      out[table] = { rows: Number(rows[0]!.n), md5: rows[0]!.md5 }
    }
    return out
  } finally {
    await client.end()
  }
}

const sha256 = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')

beforeAll(async () => {
  t = await createTestApp()
  const alice = await t.createUser({ name: 'Alice Ünïcode "quoted"\ttab' })
  await t.createUser({ role: 'admin' })
  const { product } = await createProduct(t.db, { name: 'Backup Tee', priceCents: 2500 })
  await createProduct(t.db, { name: 'Second Tee', sizes: {}, stock: 3 })
  for (const quantity of [1, 2]) {
    const res = await t.request({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody(product.id, { quantity }),
      cookie: alice.cookie,
    })
    expect(res.statusCode, res.body).toBe(201)
  }
  await t.ctx.storage.put('products', 'backup/tee.png', crypto.randomBytes(4096), 'image/png')
  // Work the job queue still has to do: a job for later and a schedule.
  jobId = (await t.ctx.jobs.send('backup-test-later', { note: 'kept' }, { startAfter: 3600 }))!
  await t.ctx.jobs.schedule('backup-test-nightly', '0 3 * * *', { note: 'nightly' })
})

let jobId: string

async function jobQueue(url: string) {
  const client = new pg.Client(url)
  await client.connect()
  try {
    const job = await client.query(`select name, data, state, start_after from pgboss.job where id = $1`, [
      jobId,
    ])
    const schedule = await client.query(`select name, cron, data from pgboss.schedule order by name`)
    const queues = await client.query(`select name from pgboss.queue order by name`)
    return { job: job.rows, schedules: schedule.rows, queues: queues.rows.map((r) => r.name) }
  } finally {
    await client.end()
  }
}

afterAll(async () => {
  await t?.close()
  for (const name of created) await adminQuery(`drop database if exists "${name}" with (force)`)
  fs.rmSync(tmp, { recursive: true, force: true })
})

describe('backup and restore', () => {
  let snapshot: string

  it('writes a snapshot with the migrations, every public table, row counts and the uploads', async () => {
    const uploadsDir = path.join(t.config.DATA_DIR, 'files')
    const { dir, manifest } = await createBackup({
      databaseUrl: t.databaseUrl,
      uploadsDir,
      backupDir: path.join(tmp, 'backups'),
      now: new Date('2026-01-02T03:04:05.678Z'),
    })
    snapshot = dir
    expect(path.basename(dir)).toBe('rdo-20260102T030405Z')
    expect(manifest.migrations.length).toBeGreaterThan(10)
    const counts = Object.fromEntries(manifest.tables.map((x) => [x.name, x.rows]))
    expect(counts.orders).toBe(2)
    expect(counts.user).toBe(2)
    expect(counts.products).toBe(2)
    for (const table of manifest.tables)
      expect(fs.existsSync(path.join(dir, 'tables', `${table.name}.copy`))).toBe(true)
    expect(manifest.files.storage).toBe('disk')
    if (manifest.files.storage !== 'disk') return
    expect(manifest.files.list).toEqual([
      {
        path: 'products/backup/tee.png',
        size: 4096,
        sha256: sha256(path.join(uploadsDir, 'products/backup/tee.png')),
      },
    ])
    expect(readManifest(dir).created_at).toBe('2026-01-02T03:04:05.678Z')
    const jobs = Object.fromEntries(manifest.jobs!.tables.map((x) => [x.name, x.rows]))
    expect(jobs.job).toBeGreaterThanOrEqual(1)
    expect(jobs.schedule).toBe(1)
  })

  it('restores into an empty database and uploads directory, row for row and byte for byte', async () => {
    const url = await emptyDatabase()
    const uploadsDir = path.join(tmp, 'restored-files')
    await restoreBackup({ databaseUrl: url, snapshotDir: snapshot, uploadsDir })

    expect(await fingerprints(url)).toEqual(await fingerprints(t.databaseUrl))
    const manifest = readManifest(snapshot)
    if (manifest.files.storage !== 'disk') throw new Error('expected disk files')
    for (const f of manifest.files.list) expect(sha256(path.join(uploadsDir, f.path))).toBe(f.sha256)
    // The job queue's unfinished work comes back with its queues and schedules.
    const restored = await jobQueue(url)
    expect(restored.job).toEqual([
      expect.objectContaining({ name: 'backup-test-later', data: { note: 'kept' }, state: 'created' }),
    ])
    expect(restored).toEqual(await jobQueue(t.databaseUrl))

    // Sequences continue after the restored rows: a new order number does not collide.
    const client = new pg.Client(url)
    await client.connect()
    try {
      const { rows } = await client.query<{ seq: string; tbl: string; col: string }>(`
        select s.relname as seq, t.relname as tbl, a.attname as col from pg_class s
        join pg_depend d on d.objid = s.oid and d.refclassid = 'pg_class'::regclass and d.classid = 'pg_class'::regclass
        join pg_class t on t.oid = d.refobjid
        join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
        where s.relkind = 'S' and t.relnamespace = 'public'::regnamespace`)
      for (const r of rows) {
        const max = await client.query(`select coalesce(max("${r.col}"), 0)::bigint as m from "${r.tbl}"`)
        const next = await client.query(`select nextval('"${r.seq}"')::bigint as n`)
        expect(BigInt(next.rows[0].n), r.seq).toBeGreaterThan(BigInt(max.rows[0].m))
      }
    } finally {
      await client.end()
    }
  })

  it('refuses to restore into a database that is in use', async () => {
    await expect(
      restoreBackup({ databaseUrl: t.databaseUrl, snapshotDir: snapshot, uploadsDir: path.join(tmp, 'x') }),
    ).rejects.toThrow(/not empty \(table "user" has rows\)/)
  })

  it('refuses a snapshot taken with migrations this code does not have', async () => {
    const newer = path.join(tmp, 'newer')
    fs.cpSync(snapshot, newer, { recursive: true })
    const manifest = readManifest(newer)
    manifest.migrations.push({ id: 9999, hash: 'f'.repeat(64), created_at: 4_102_444_800_000 })
    fs.writeFileSync(path.join(newer, 'manifest.json'), JSON.stringify(manifest))
    const url = await emptyDatabase()
    await expect(
      restoreBackup({ databaseUrl: url, snapshotDir: newer, uploadsDir: path.join(tmp, 'y') }),
    ).rejects.toThrow(/migrations this code does not have/)
    // Nothing was done to the target database.
    const client = new pg.Client(url)
    await client.connect()
    const { rows } = await client.query(`select to_regclass('public.orders') as reg`)
    await client.end()
    expect(rows[0].reg).toBeNull()
  })
})

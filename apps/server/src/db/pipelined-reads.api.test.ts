import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../test/helper.ts'
import { createPipelinedReads, type PipelinedReads } from './pipelined-reads.ts'

let database: Awaited<ReturnType<typeof createTestDatabase>>
let reads: PipelinedReads

beforeAll(async () => {
  database = await createTestDatabase()
  reads = createPipelinedReads(database.url, 2)
})
afterAll(async () => {
  await reads?.end()
  await database?.drop()
})

/** The backends of the reads' connections. */
const backends = async () => {
  const answers = await Promise.all(
    [1, 2].map(() => reads.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)),
  )
  return answers.map((a) => a.rows[0]!.pid)
}

describe('pipelined reads', () => {
  it('answer many reads sent at once, each its own, over two connections', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        reads.db.execute<{ n: number; pid: number }>(sql`select ${i}::int as n, pg_backend_pid() as pid`),
      ),
    )
    expect(answers.map((a) => a.rows[0]!.n)).toEqual(Array.from({ length: 200 }, (_, i) => i))
    expect(new Set(answers.map((a) => a.rows[0]!.pid)).size).toBe(2)
    expect(reads.totalCount).toBe(2)
    expect(reads.idleCount).toBe(2)
  })

  it('fail a read alone: the reads sent with it are answered', async () => {
    const [before, failed, after] = await Promise.allSettled([
      reads.db.execute(sql`select 1 as n`),
      reads.db.execute(sql`select 1 / 0 as n`),
      reads.db.execute(sql`select 3 as n`),
    ])
    expect(before.status).toBe('fulfilled')
    expect(failed).toMatchObject({ status: 'rejected' })
    expect(
      (failed as PromiseRejectedResult).reason.cause?.code ?? (failed as PromiseRejectedResult).reason.code,
    ).toBe('22012')
    expect(after).toMatchObject({ status: 'fulfilled', value: { rows: [{ n: 3 }] } })
  })

  it('replace a connection that broke', async () => {
    const before = await backends()
    const admin = new pg.Client(database.url)
    await admin.connect()
    try {
      for (const pid of before) await admin.query('select pg_terminate_backend($1)', [pid])
    } finally {
      await admin.end()
    }
    // The reads sent on the broken connections may fail; the next ones open new connections.
    await Promise.allSettled([reads.db.execute(sql`select 1`), reads.db.execute(sql`select 1`)])
    const again = await Promise.all([
      reads.db.execute(sql`select 5 as n`),
      reads.db.execute(sql`select 6 as n`),
    ])
    expect(again.map((a) => a.rows[0])).toEqual([{ n: 5 }, { n: 6 }])
    expect((await backends()).filter((pid) => before.includes(pid))).toEqual([])
    expect(reads.totalCount).toBe(2)
  })

  it('fail a read left unanswered past the timeout, and replace its connection', async () => {
    const quick = createPipelinedReads(database.url, 1, { timeoutMs: 300 })
    try {
      const [pid] = (await quick.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows
      // One read the database holds for 5 s, and one sent behind it on the same connection.
      const started = Date.now()
      const [held, behind] = await Promise.allSettled([
        quick.db.execute(sql`select pg_sleep(5)`),
        quick.db.execute(sql`select 1 as n`),
      ])
      expect(Date.now() - started).toBeLessThan(3000)
      expect(held).toMatchObject({ status: 'rejected' })
      expect(behind).toMatchObject({ status: 'rejected' })
      // The next read goes over a new connection and is answered.
      const again = await quick.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)
      expect(again.rows[0]!.pid).not.toBe(pid!.pid)
    } finally {
      await quick.end()
    }
  })

  it('refuse a transaction, whose statements would be spread over the connections', async () => {
    await expect(reads.db.transaction(async () => {})).rejects.toThrow(/transaction/)
  })
})

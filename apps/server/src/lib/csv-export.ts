import { stringify } from 'csv-stringify'
import type { FastifyReply } from 'fastify'
import QueryStream from 'pg-query-stream'
import { pipeline } from 'node:stream/promises'
import { PassThrough } from 'node:stream'
import type { AppContext } from '../types.ts'

export type CsvColumn = { key: string; header: string }

/** `<name>-YYYY-MM-DD.csv`: exports are named with the day they were made. */
export function csvFileName(name: string, now = new Date()) {
  return `${name}-${now.toISOString().slice(0, 10)}.csv`
}

/**
 * Streams a query's rows to the client as CSV in constant memory: a server-side cursor reads a batch
 * at a time and the response applies back-pressure, so a 100,000-row export never sits in memory.
 * The pooled connection is returned when the stream ends or the client goes away.
 */
export async function streamCsv(
  ctx: AppContext,
  reply: FastifyReply,
  {
    name,
    text,
    values = [],
    columns,
  }: { name: string; text: string; values?: unknown[]; columns: CsvColumn[] },
) {
  const client = await ctx.pool.connect()
  const rows = client.query(new QueryStream(text, values, { batchSize: 500 }))
  const csv = stringify({
    header: true,
    columns,
    cast: { date: (d) => d.toISOString(), boolean: (b) => (b ? 'true' : 'false') },
  })
  const body = new PassThrough()
  let released = false
  const release = (err?: Error) => {
    if (released) return
    released = true
    client.release(err)
  }
  pipeline(rows, csv, body).then(
    () => release(),
    (err: Error) => {
      ctx.log.warn('CSV export ended early', { name, error: err.message })
      release(err)
    },
  )
  reply.raw.on('close', () => {
    if (!rows.destroyed) rows.destroy()
  })
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csvFileName(name)}"`)
    .header('cache-control', 'no-store')
    .send(body)
}

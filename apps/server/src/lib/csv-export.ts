import { stringify } from 'csv-stringify'
import type { FastifyReply } from 'fastify'
import QueryStream from 'pg-query-stream'
import { pipeline } from 'node:stream/promises'
import { PassThrough, Transform } from 'node:stream'
import type { AppContext } from '../types.ts'

export type CsvColumn = {
  key: string
  header: string
  /** A column of figures (totals, counts): a plain number in it, negative ones included, stays a number. */
  numeric?: boolean
}

/** What a spreadsheet reads as the start of a formula (or of a cell it re-parses as one). */
const FORMULA_START = /^[=+\-@\t\r]/
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/

/**
 * A cell as it is written to an export: text that a spreadsheet would run as a formula gets a leading
 * single quote, so it shows as the text it is (a customer named `=HYPERLINK(…)` stays a name). Only a
 * plain number in a numeric column is left alone: `-5.00` there is a refund, not a formula, while the
 * same text in a name column is still quoted.
 */
export function spreadsheetCell(value: string, numeric = false): string {
  if (numeric && PLAIN_NUMBER.test(value)) return value
  return FORMULA_START.test(value) ? `'${value}` : value
}

const BATCH_BYTES = 64 * 1024

/**
 * Gathers the stringifier's one-chunk-per-row output into 64 KB pieces: the response (and its gzip or
 * Brotli compression) then handles a few hundred writes instead of one per row, which is most of an
 * export's time otherwise.
 */
function batched() {
  let parts: Buffer[] = []
  let size = 0
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      parts.push(chunk)
      size += chunk.length
      if (size >= BATCH_BYTES) {
        this.push(Buffer.concat(parts, size))
        parts = []
        size = 0
      }
      done()
    },
    flush(done) {
      if (size) this.push(Buffer.concat(parts, size))
      done()
    },
  })
}

/** `<name>-YYYY-MM-DD.csv`: exports are named with the day they were made. */
export function csvFileName(name: string, now = new Date()) {
  return `${name}-${now.toISOString().slice(0, 10)}.csv`
}

/**
 * Streams a query's rows to the client as CSV in constant memory: a server-side cursor reads a batch
 * at a time and the response applies back-pressure, so a 100,000-row export never sits in memory.
 * The pooled connection is returned when the stream ends or the client goes away. Every text cell of
 * every export passes `spreadsheetCell`; callers write no escaping of their own.
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
  const numeric = new Set(columns.filter((c) => c.numeric).map((c) => c.key))
  const csv = stringify({
    header: true,
    columns: columns.map(({ key, header }) => ({ key, header })),
    cast: {
      date: (d) => d.toISOString(),
      boolean: (b) => (b ? 'true' : 'false'),
      string: (value, context) =>
        context.header ? value : spreadsheetCell(value, numeric.has(String(context.column))),
    },
  })
  const body = new PassThrough()
  let released = false
  const release = (err?: Error) => {
    if (released) return
    released = true
    client.release(err)
  }
  pipeline(rows, csv, batched(), body).then(
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

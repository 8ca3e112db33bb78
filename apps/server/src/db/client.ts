import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from './schema/index.ts'

export type Db = NodePgDatabase<typeof schema>
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type DbOrTx = Db | Tx

/**
 * A pool of `max` connections. With `pipeline`, a connection sends each statement at once, without
 * waiting for the answers of those before it: statements started together share one round trip. A
 * transaction's `begin` there is answered at once, so that its first statements go out with it.
 */
export function createPool(
  connectionString: string,
  max = 10,
  { pipeline = false, keep = 0 }: { pipeline?: boolean; keep?: number } = {},
) {
  // Connections idle for 30 s are closed, down to `keep` of them, which stay open once opened.
  const pool = new pg.Pool({ connectionString, max, min: keep, idleTimeoutMillis: 30_000, pipeline })
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => {})
  if (pipeline) pool.on('connect', answerBeginAtOnce)
  return pool
}

const BEGUN: pg.QueryResult = { command: 'BEGIN', rowCount: null, oid: 0, rows: [], fields: [] }

/**
 * A pipelined connection need not wait for a `begin`'s answer: the statements sent behind it learn of
 * anything that went wrong (only a broken connection can make a `begin` fail, and they fail with it).
 */
function answerBeginAtOnce(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>
  client.query = ((...args: unknown[]) => {
    const [config] = args
    const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text
    if (args.length <= 2 && typeof text === 'string' && text.trim().toLowerCase() === 'begin') {
      query(text).catch(() => {})
      return Promise.resolve(BEGUN)
    }
    return query(...args)
  }) as typeof client.query
}

export function createDb(pool: pg.Pool): Db {
  return drizzle(pool, { schema })
}

export { schema }

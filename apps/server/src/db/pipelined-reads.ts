import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import type { Db } from './client.ts'
import * as schema from './schema/index.ts'

type Query = pg.Client['query']

/** How long a read may go unanswered before it fails and its connection is replaced. */
const READ_TIMEOUT_MS = 30_000

/**
 * Reads outside any transaction, sent over a few connections of their own that each pipeline: a read
 * goes out at once, however many others are waiting for their answers, instead of queueing for a free
 * connection of a pool. Under a rush, when every answer waits its turn on a busy event loop, a pool of
 * four connections places four reads per turn; here every read started in a turn shares it. The
 * database still runs each connection's reads one after the other, so this is for short reads only.
 *
 * Each read is its own statement: a failed one fails alone. A connection that breaks, or leaves a read
 * unanswered for 30 s, fails the reads sent on it and is replaced by the next read. A transaction
 * cannot run here (`db.transaction` throws): its statements would be spread over the connections.
 *
 * Counts as a pool does, for the metrics: `totalCount` connections open, `idleCount` of them with no
 * read in flight, `waitingCount` always 0 (nothing waits for a connection).
 */
export function createPipelinedReads(
  connectionString: string,
  connections: number,
  { timeoutMs = READ_TIMEOUT_MS }: { timeoutMs?: number } = {},
) {
  const clients: (pg.Client | null)[] = Array.from({ length: connections }, () => null)
  const inFlight = new Map<pg.Client, number>()
  let next = 0
  let ended = false

  /** No read goes to `client` any more: the next read of its slot opens a new connection. */
  const forget = (client: pg.Client) => {
    const slot = clients.indexOf(client)
    if (slot !== -1) clients[slot] = null
    inFlight.delete(client)
  }

  const open = (slot: number) => {
    // Keepalive: a connection that dies without a word is noticed and replaced. A read unanswered for
    // `timeoutMs` fails, and its connection with it (the reads behind it on a pipeline wait for it):
    // a connection gone quiet costs its reads that long, not until TCP gives up.
    const client = new pg.Client({
      connectionString,
      pipeline: true,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      query_timeout: timeoutMs,
    })
    const drop = () => forget(client)
    // A lost connection fails its reads (pg answers each with the error) and is replaced.
    client.on('error', drop)
    client.on('end', drop)
    client.connect().catch(drop)
    clients[slot] = client
    inFlight.set(client, 0)
    return client
  }

  const query = ((...args: Parameters<Query>) => {
    if (ended) return Promise.reject(new Error('The pipelined reads were closed'))
    const slot = next
    next = (next + 1) % connections
    const client = clients[slot] ?? open(slot)
    inFlight.set(client, (inFlight.get(client) ?? 0) + 1)
    const settle = () => {
      if (inFlight.has(client)) inFlight.set(client, inFlight.get(client)! - 1)
    }
    const answer = client.query(...args) as unknown as Promise<unknown>
    answer.then(settle, (err: unknown) => {
      settle()
      // pg destroys a pipelined connection whose read timed out; no read may be sent to it meanwhile.
      if (err instanceof Error && err.message === 'Query read timeout') forget(client)
    })
    return answer
  }) as Query

  const db = drizzle({ client: { query } as unknown as pg.Client, schema }) as unknown as Db
  db.transaction = () => Promise.reject(new Error('A transaction cannot run on pipelined reads'))
  return {
    db,
    /** node-postgres's `query`, over the pipelined connections: for raw SQL (named statements included). */
    query,
    get totalCount() {
      return clients.filter(Boolean).length
    },
    get idleCount() {
      return clients.filter((c) => c && !inFlight.get(c)).length
    },
    waitingCount: 0,
    end: async () => {
      ended = true
      await Promise.all(clients.map((c) => c?.end().catch(() => {})))
    },
  }
}

export type PipelinedReads = ReturnType<typeof createPipelinedReads>

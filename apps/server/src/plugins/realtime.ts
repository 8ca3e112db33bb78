import pg from 'pg'

export const REALTIME_CHANNEL = 'rdo_events'
export type RealtimeEvent = { userId: string; event: string; data: unknown }
type Listener = (e: RealtimeEvent) => void
/** A payload on a followed channel, or null after each (re)connection, when some may have been missed. */
type ChannelHandler = (payload: string | null) => void

/**
 * Fan-out of per-user events across every server instance through PostgreSQL LISTEN/NOTIFY.
 * Database triggers publish inserts (notifications, support messages); services may publish too.
 */
export function createRealtime({
  connectionString,
  pool,
  log,
}: {
  connectionString: string
  pool: pg.Pool
  log: (msg: string) => void
}) {
  const listeners = new Map<string, Set<Listener>>()
  const channels = new Map<string, ChannelHandler>()
  let client: pg.Client | null = null
  let stopped = false
  let retry = 500

  async function connect() {
    if (stopped) return
    const c = new pg.Client({ connectionString, application_name: 'rdo-realtime' })
    c.on('notification', (msg) => {
      if (msg.channel !== REALTIME_CHANNEL) return channels.get(msg.channel)?.(msg.payload ?? '')
      if (!msg.payload) return
      try {
        const e = JSON.parse(msg.payload) as RealtimeEvent
        listeners.get(e.userId)?.forEach((fn) => fn(e))
      } catch {
        log('Ignored a malformed realtime payload')
      }
    })
    c.on('error', (err) => {
      log(`Realtime connection lost: ${err.message}`)
      client = null
      c.end().catch(() => {})
      setTimeout(connect, (retry = Math.min(retry * 2, 10_000)))
    })
    try {
      await c.connect()
      await c.query(`LISTEN ${REALTIME_CHANNEL}`)
      for (const channel of channels.keys()) await c.query(`LISTEN ${channel}`)
      client = c
      retry = 500
      channels.forEach((handle) => handle(null))
    } catch (err) {
      log(`Realtime could not connect: ${(err as Error).message}`)
      setTimeout(connect, (retry = Math.min(retry * 2, 10_000)))
    }
  }

  return {
    start: connect,
    subscribe(userId: string, fn: Listener) {
      let set = listeners.get(userId)
      if (!set) listeners.set(userId, (set = new Set()))
      set.add(fn)
      return () => {
        set!.delete(fn)
        if (!set!.size) listeners.delete(userId)
      }
    },
    /** Follows another channel on the same connection (`channel` is a constant identifier). */
    listen(channel: string, handle: ChannelHandler) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name: ${channel}`)
      channels.set(channel, handle)
      client
        ?.query(`LISTEN ${channel}`)
        .catch((err: Error) => log(`LISTEN ${channel} failed: ${err.message}`))
    },
    async publish(userId: string, event: string, data: unknown) {
      await pool.query('SELECT pg_notify($1, $2)', [
        REALTIME_CHANNEL,
        JSON.stringify({ userId, event, data }),
      ])
    },
    get connected() {
      return client !== null
    },
    async stop() {
      stopped = true
      await client?.end().catch(() => {})
      client = null
    },
  }
}

export type Realtime = ReturnType<typeof createRealtime>

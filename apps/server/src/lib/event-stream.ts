/** The shortest and longest reconnect delay a stream is told when its server stops. */
const RECONNECT_MIN_MS = 1000
const RECONNECT_SPREAD_MS = 4000

/**
 * The last words of an event stream whose server is stopping: a `retry:` field, so the browser's
 * EventSource reconnects by itself (through the load balancer, to an instance that is still up)
 * after a random 1–5 s, and thousands of streams do not all come back in the same instant.
 */
export function reconnectHint(random = Math.random): string {
  return `retry: ${RECONNECT_MIN_MS + Math.floor(random() * RECONNECT_SPREAD_MS)}\n\n`
}

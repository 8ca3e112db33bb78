/**
 * One shared EventSource on /api/events for the whole app. Features subscribe by event name;
 * the connection opens with the first subscriber and closes when the last one leaves.
 */
type Handler = (data: unknown, event: MessageEvent<string>) => void

const RETRY_MIN_MS = 3_000
const RETRY_MAX_MS = 60_000

const handlers = new Map<string, Set<Handler>>()
const attached = new Set<string>()
let source: EventSource | null = null
let retryTimer: ReturnType<typeof setTimeout> | undefined
let retryDelay = RETRY_MIN_MS

function dispatch(name: string, event: MessageEvent<string>) {
  let data: unknown = event.data
  try {
    data = JSON.parse(event.data)
  } catch {
    // Plain-text payloads are passed through unchanged.
  }
  handlers.get(name)?.forEach((handler) => handler(data, event))
}

function listen(name: string) {
  if (!source || attached.has(name)) return
  attached.add(name)
  source.addEventListener(name, (event) => dispatch(name, event as MessageEvent<string>))
}

function open() {
  if (source || typeof EventSource === 'undefined') return
  const current = new EventSource('/api/events', { withCredentials: true })
  source = current
  current.addEventListener('open', () => {
    retryDelay = RETRY_MIN_MS
  })
  // The browser retries dropped streams itself, but gives up for good on an HTTP error (a restart
  // answering 502, a session that expired). Try again later, backing off, while someone still listens.
  current.addEventListener('error', () => {
    if (current.readyState !== EventSource.CLOSED || source !== current) return
    source = null
    attached.clear()
    clearTimeout(retryTimer)
    retryTimer = setTimeout(() => {
      if (handlers.size > 0) open()
    }, retryDelay)
    retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS)
  })
  for (const name of handlers.keys()) listen(name)
}

function closeIfIdle() {
  if (handlers.size > 0) return
  clearTimeout(retryTimer)
  source?.close()
  source = null
  attached.clear()
}

export function subscribe<T = unknown>(
  eventName: string,
  handler: (data: T, event: MessageEvent<string>) => void,
) {
  const set = handlers.get(eventName) ?? new Set<Handler>()
  set.add(handler as Handler)
  handlers.set(eventName, set)
  open()
  listen(eventName)
  return () => {
    set.delete(handler as Handler)
    if (set.size === 0) handlers.delete(eventName)
    closeIfIdle()
  }
}

/** The stream carries the caller's identity; reconnect after sign-in or sign-out so it follows the session. */
export function reconnectRealtime() {
  if (handlers.size === 0) return
  clearTimeout(retryTimer)
  retryDelay = RETRY_MIN_MS
  source?.close()
  source = null
  attached.clear()
  open()
}

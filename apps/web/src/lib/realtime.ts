/**
 * One shared EventSource on /api/events for the whole app. Features subscribe by event name;
 * the connection opens with the first subscriber and closes when the last one leaves.
 */
type Handler = (data: unknown, event: MessageEvent<string>) => void

const handlers = new Map<string, Set<Handler>>()
const attached = new Set<string>()
let source: EventSource | null = null

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
  source = new EventSource('/api/events', { withCredentials: true })
  for (const name of handlers.keys()) listen(name)
}

function closeIfIdle() {
  if (handlers.size > 0 || !source) return
  source.close()
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
  if (!source) return
  source.close()
  source = null
  attached.clear()
  open()
}

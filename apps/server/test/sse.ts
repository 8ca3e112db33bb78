import { APP_ORIGIN } from './helper.ts'

export type SseEvent<D = unknown> = { event: string; data: D }

/**
 * A real EventSource-style reader over fetch: collects parsed events from a live Server-Sent Events
 * response so a test can wait for one, or for the server to end it. Abort it with `close()`.
 */
export async function openSse<D = unknown>(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController()
  const res = await fetch(url, {
    headers: { ...headers, origin: APP_ORIGIN, accept: 'text/event-stream' },
    signal: controller.signal,
  })
  const events: SseEvent<D>[] = []
  const waiters = new Set<() => void>()
  let ended = false
  const pump = (async () => {
    if (!res.body) return
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader()
    let buffer = ''
    for (;;) {
      const { value, done } = await reader.read()
      if (done) {
        ended = true
        waiters.forEach((w) => w())
        return
      }
      buffer += value
      let end: number
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const event = /^event: (.*)$/m.exec(block)?.[1]
        const data = /^data: (.*)$/m.exec(block)?.[1]
        if (event && data) events.push({ event, data: JSON.parse(data) })
        waiters.forEach((w) => w())
      }
    }
  })().catch(() => {})

  async function waitFor(match: (e: SseEvent<D>) => boolean, timeoutMs = 5000) {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = events.find(match)
      if (found) return found
      const left = deadline - Date.now()
      if (left <= 0)
        throw new Error(`No matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`)
      await new Promise<void>((resolve) => {
        const done = () => (waiters.delete(done), clearTimeout(timer), resolve())
        const timer = setTimeout(done, left)
        waiters.add(done)
      })
    }
  }

  /** Resolves true once the server has closed the stream, false if it is still open at the timeout. */
  async function waitForEnd(timeoutMs: number) {
    const deadline = Date.now() + timeoutMs
    while (!ended && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        const done = () => (waiters.delete(done), clearTimeout(timer), resolve())
        const timer = setTimeout(done, deadline - Date.now())
        waiters.add(done)
      })
    }
    return ended
  }

  return {
    res,
    status: res.status,
    waitForEnd,
    contentType: res.headers.get('content-type'),
    events,
    waitFor,
    async close() {
      controller.abort()
      await pump
    },
  }
}

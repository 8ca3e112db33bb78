import { TooManyRequests } from './errors.ts'

export const TOO_MANY_STREAMS_MESSAGE =
  'Too many live connections from this address. Close another tab of the shop and try again'

/**
 * How many event streams (Server-Sent Events) each client address holds open on this instance. A
 * stream is a long-lived connection bound to one instance, so the count is per instance.
 * Rule: docs/architecture.md#event-streams
 */
export function createStreamSlots(maxPerClient: number) {
  const open = new Map<string, number>()
  let total = 0
  return {
    /** Takes a slot for `client` or throws 429; the returned function frees it (once). */
    take(client: string): () => void {
      const held = open.get(client) ?? 0
      if (held >= maxPerClient) throw new TooManyRequests(TOO_MANY_STREAMS_MESSAGE, 'TOO_MANY_STREAMS')
      open.set(client, held + 1)
      total++
      let freed = false
      return () => {
        if (freed) return
        freed = true
        total--
        const left = (open.get(client) ?? 1) - 1
        if (left > 0) open.set(client, left)
        else open.delete(client)
      }
    },
    held: (client: string) => open.get(client) ?? 0,
    /** Streams open on this instance, from every client. */
    total: () => total,
  }
}

export type StreamSlots = ReturnType<typeof createStreamSlots>

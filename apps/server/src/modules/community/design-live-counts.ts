import { designLiveCountsSchema, type DesignLiveCounts } from '@rdo/contracts'
import type { AppContext } from '../../types.ts'
import { liveCountsOf } from './community.service.ts'

/** The channel the design table's trigger notifies on after every change of a design's counters. */
export const DESIGN_COUNTS_CHANNEL = 'rdo_design_counts'

type Subscriber = (counts: DesignLiveCounts) => void

/**
 * Fans the announced counter changes out to the open streams of each design (one hub per app context,
 * in `ctx.runtimes.community`). The channel is followed once per context (on the first subscriber), over the realtime connection every instance already has.
 * After a reconnection, when announcements may have been missed, every followed design's current
 * counters are read and sent again.
 */
export function createDesignCountsHub(ctx: AppContext) {
  const subscribers = new Map<string, Set<Subscriber>>()
  let listening = false

  const deliver = (counts: DesignLiveCounts) => subscribers.get(counts.design_id)?.forEach((fn) => fn(counts))

  function onPayload(payload: string | null) {
    if (payload === null) {
      for (const id of subscribers.keys()) {
        liveCountsOf(ctx, id).then(
          (counts) => counts && deliver(counts),
          (err: unknown) => ctx.log.warn('Design counters could not be re-read', { err }),
        )
      }
      return
    }
    let parsed: DesignLiveCounts
    try {
      const result = designLiveCountsSchema.safeParse(JSON.parse(payload))
      if (!result.success) throw result.error
      parsed = result.data
    } catch {
      ctx.log.warn('Ignored a malformed design counters announcement')
      return
    }
    deliver({ ...parsed, design_id: parsed.design_id.toLowerCase() })
  }

  return {
    /** Calls `fn` with each new set of counters of design `id` until the returned function is called. */
    subscribe(id: string, fn: Subscriber): () => void {
      if (!listening) {
        listening = true
        ctx.realtime.listen(DESIGN_COUNTS_CHANNEL, onPayload)
      }
      const key = id.toLowerCase()
      let set = subscribers.get(key)
      if (!set) subscribers.set(key, (set = new Set()))
      set.add(fn)
      return () => {
        set.delete(fn)
        if (!set.size && subscribers.get(key) === set) subscribers.delete(key)
      }
    },
    /** How many streams follow design `id` (for tests and diagnostics). */
    followers(id: string) {
      return subscribers.get(id.toLowerCase())?.size ?? 0
    },
  }
}

export type DesignCountsHub = ReturnType<typeof createDesignCountsHub>

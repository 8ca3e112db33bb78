import type { AppContext } from '../../types.ts'
import { createArrivalReader } from './arrivals.ts'
import { createDropLines } from './drop-line.ts'
import { dropCounters } from './drop-metrics.ts'
import { createDropPulse } from './drop-pulse.ts'
import { createLimitHold } from './limit-hold.ts'

/** Refusals held at once at most, per app; past it they are answered at once. */
const MAX_HELD = 5000

/**
 * What the drops module keeps while an app runs (`ctx.runtimes.drops`): its memory of running drops,
 * the lines buyers wait in, the batched reads of arrivals and the hold on refusals only a script
 * provokes (one cap for the admission and order routes). Shared with no other instance, gone on restart.
 */
export function startDropsRuntime(ctx: AppContext) {
  const counted = dropCounters(ctx.metrics)
  const pulse = createDropPulse(counted)
  return {
    pulse,
    counted,
    lines: createDropLines({ settled: (dropId) => pulse.soldOutNow(dropId) }),
    arrivals: createArrivalReader(ctx),
    hold: createLimitHold({ ms: ctx.config.DROP_LIMIT_HOLD_MS, max: MAX_HELD }),
  }
}

export type DropsRuntime = ReturnType<typeof startDropsRuntime>

declare module '../../types.ts' {
  interface ModuleRuntimes {
    drops: DropsRuntime
  }
}

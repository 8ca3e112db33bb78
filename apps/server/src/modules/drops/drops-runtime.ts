import { createPipelinedReads } from '../../db/pipelined-reads.ts'
import { createLoopTurns } from '../../lib/loop-turns.ts'
import type { AppContext } from '../../types.ts'
import { createArrivalReader } from './arrivals.ts'
import { createPrecheckReader } from './order-claim.ts'
import type { Answer, Ask } from './admission-grant.ts'
import { createSharedDraw } from './drop-draw.ts'
import { createDropLines, type SharedDrawHooks } from './drop-line.ts'
import { dropCounters, type DropCounters } from './drop-metrics.ts'
import { createDropPulse, type DropPulse } from './drop-pulse.ts'
import { DropRefusal } from './drop-rules.ts'
import { createLimitHold } from './limit-hold.ts'

/**
 * Connections of their own for the batched reads of arrivals and order prechecks, pipelined
 * (db/pipelined-reads.ts): at a drop's opening they go out at once instead of waiting in the shared
 * pool's queue, and every other request's reads do not wait behind them there.
 */
const DROP_READS = 2

/** Refusals held at once at most, per app; past it they are answered at once. */
const MAX_HELD = 5000

/**
 * What the drops module keeps while an app runs (`ctx.runtimes.drops`): its memory of running drops,
 * the lines buyers wait in, the batched reads of arrivals and the hold on refusals only a script
 * provokes (one cap for the admission and order routes), its part in the shop-wide opening draw, and
 * the loop's turns while buyers arrive (when their requests can have reached it, see lib/loop-turns.ts),
 * and the connections the batched reads go over (`reads`, opened on first use).
 * The memory is this instance's alone and gone on restart; the draw lives in the database.
 */
export function startDropsRuntime(ctx: AppContext) {
  const counted = dropCounters(ctx.metrics)
  const pulse = createDropPulse(counted)
  // Places the draw granted through other instances are learnt: a winner's order can come here.
  const draw = createSharedDraw(ctx, {
    othersGranted: (places) => places.forEach((p) => pulse.learnPlace(p)),
  })
  const reads = createPipelinedReads(ctx.pool.options.connectionString!, DROP_READS)
  const shared: SharedDrawHooks = {
    opened: (dropId, opens, closesAt) => draw.register(dropId, opens, closesAt),
    decide: async (dropId, opens, drawn) => {
      const answers = await draw.decide(dropId, opens, drawn as { ask: Ask; arrivedAt: number }[])
      noteAnswers(pulse, counted, dropId, answers)
      return answers
    },
  }
  return {
    pulse,
    counted,
    draw,
    lines: createDropLines({
      settled: (dropId) => pulse.soldOutNow(dropId),
      shared,
      winner: (answer) => !!answer && !(answer instanceof DropRefusal),
    }),
    reads,
    arrivals: createArrivalReader(reads.db),
    prechecks: createPrecheckReader(reads.db),
    hold: createLimitHold({ ms: ctx.config.DROP_LIMIT_HOLD_MS, max: MAX_HELD }),
    turns: createLoopTurns(),
    stop: () => Promise.all([draw.stop(), reads.end()]).then(() => {}),
  }
}

/**
 * Places granted are remembered for the customers' other tabs; a refusal for lack of units starts the
 * sold-out memo.
 */
export function noteAnswers(pulse: DropPulse, counted: DropCounters, dropId: string, answers: Answer[]) {
  let granted = false
  for (const a of answers) {
    if (a && !(a instanceof DropRefusal)) {
      pulse.rememberPlace(a)
      counted.admitted()
      granted = true
    }
  }
  if (answers.includes(null)) pulse.markSoldOut(dropId)
  else if (granted) pulse.markAvailable(dropId)
}

export type DropsRuntime = ReturnType<typeof startDropsRuntime>

declare module '../../types.ts' {
  interface ModuleRuntimes {
    drops: DropsRuntime
  }
}

import { modules } from './modules/index.ts'
import type { AppContext } from './types.ts'

/** Starts the job queue and every module's job handlers (see each module's manifest). */
export async function startWorkers(ctx: AppContext) {
  await ctx.jobs.start()
  for (const m of modules) if (m.jobs) await m.jobs(ctx)
  // Outbox rows a crash left without their delivery job get one now.
  await ctx.mailer.requeueOrphans()
}

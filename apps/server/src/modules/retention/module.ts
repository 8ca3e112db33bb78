import type { ModuleManifest } from '../manifest.ts'
import { pruneOldRows } from './retention.ts'

export const RETENTION_JOB = 'retention.prune'

/** Daily pruning of old rows (docs/operations.md#retention): email events and bodies, outbox, sessions, audit. */
export const retentionModule: ModuleManifest = {
  name: 'retention',
  jobs: async (ctx) => {
    await ctx.jobs.work(RETENTION_JOB, async () => {
      const counts = await pruneOldRows(ctx, { shouldStop: () => ctx.jobs.stopping })
      ctx.log.info('Retention: old rows pruned', counts)
    })
    // Once a day at a quiet hour (UTC). Longer than a usual job may run: a backlog is pruned in batches.
    await ctx.jobs.schedule(RETENTION_JOB, '17 3 * * *', {}, { expireInSeconds: 3600, retryLimit: 1 })
  },
}

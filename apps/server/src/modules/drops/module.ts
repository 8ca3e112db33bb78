import type { AppContext } from '../../types.ts'
import type { ModuleManifest } from '../manifest.ts'
import { RELEASE_ADMISSIONS_JOB, releaseAllExpired } from './admission-release.ts'
import { registerDropOpenJob } from './drop-open.ts'
import dropAdminRoutes from './drops.admin.routes.ts'
import dropRoutes from './drops.routes.ts'
import { startDropsRuntime } from './drops-runtime.ts'

async function registerDropJobs(ctx: AppContext) {
  await registerDropOpenJob(ctx)
  // Lapsed admissions give their units back every minute even when nobody is refused.
  await ctx.jobs.work(RELEASE_ADMISSIONS_JOB, async () => {
    await releaseAllExpired(ctx)
  })
  await ctx.jobs.schedule(RELEASE_ADMISSIONS_JOB, '* * * * *')
}

/** Drop day: scheduled limited drops, places in their checkout, opening notices, the admin's views. */
export const dropsModule: ModuleManifest = {
  name: 'drops',
  routes: [dropRoutes],
  adminRoutes: [dropAdminRoutes],
  jobs: registerDropJobs,
  start: startDropsRuntime,
}

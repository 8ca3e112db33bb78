import type { ModuleManifest } from '../manifest.ts'
import { SEND_EMAIL_JOB } from './mailer.ts'

export const emailModule: ModuleManifest = {
  name: 'email',
  jobs: async (ctx) => {
    await ctx.jobs.work<{ id: string }>(SEND_EMAIL_JOB, async ({ id }) => ctx.mailer.deliver(id))
  },
}

import type { ModuleManifest } from '../manifest.ts'
import { OUTBOX_SWEEP_JOB, SEND_EMAIL_JOB } from './delivery/mailer.ts'
import outboxAdminRoutes from './delivery/outbox.admin.routes.ts'
import { startEmailRuntime } from './email-runtime.ts'
import eventsRoutes from './events/events.routes.ts'
import providerRoutes from './events/providers.routes.ts'
import { registerCampaignJobs } from './marketing/campaign-sender.ts'
import audienceAdminRoutes from './marketing/audience.admin.routes.ts'
import marketingAdminRoutes from './marketing/marketing.admin.routes.ts'
import newsletterAdminRoutes from './newsletter/newsletter.admin.routes.ts'
import newsletterRoutes from './newsletter/newsletter.routes.ts'
import overviewAdminRoutes from './overview/overview.admin.routes.ts'
import templatesAdminRoutes from './templates/templates.admin.routes.ts'

/**
 * Email and marketing: the mailer and its outbox, open and click tracking with the signed
 * bounce/complaint webhook and the providers' own (/api/email), the newsletter (/api/newsletter), and the back office
 * (/api/admin): email templates, logs, the overview and single sends, campaigns and their durable
 * sending, marketing templates, segments and subscribers, the outbox.
 */
export const emailModule: ModuleManifest = {
  name: 'email',
  routes: [newsletterRoutes, eventsRoutes, providerRoutes],
  adminRoutes: [
    templatesAdminRoutes,
    overviewAdminRoutes,
    marketingAdminRoutes,
    audienceAdminRoutes,
    outboxAdminRoutes,
    newsletterAdminRoutes,
  ],
  jobs: async (ctx) => {
    await registerCampaignJobs(ctx)
    await ctx.jobs.work<{ id: string }>(SEND_EMAIL_JOB, async ({ id }) => ctx.mailer.deliver(id))
    // Rows recorded with their job left for after the commit, and a process stopped in between.
    await ctx.jobs.work(OUTBOX_SWEEP_JOB, async () => {
      await ctx.mailer.requeueOrphans(1000, { atStart: false })
    })
    await ctx.jobs.schedule(OUTBOX_SWEEP_JOB, '* * * * *', {}, { expireInSeconds: 50, retryLimit: 0 })
  },
  start: startEmailRuntime,
}

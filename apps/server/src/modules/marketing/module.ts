import type { ModuleManifest } from '../manifest.ts'
import { registerCampaignJobs } from './campaign-sender.ts'
import marketingAudienceRoutes from './marketing-audience.admin.routes.ts'
import marketingAdminRoutes from './marketing.admin.routes.ts'

/** Marketing back office: campaigns and their durable sending, templates, segments, subscribers. */
export const marketingModule: ModuleManifest = {
  name: 'marketing',
  adminRoutes: [marketingAdminRoutes, marketingAudienceRoutes],
  jobs: registerCampaignJobs,
}

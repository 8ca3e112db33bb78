import { PARTNER_MESSAGES } from '@rdo/contracts'
import { partnerProjects } from '../../db/schema/partners.ts'
import { rowOwner } from '../../lib/access.ts'
import { NotFound } from '../../lib/errors.ts'
import type { ModuleManifest } from '../manifest.ts'
import partnerAdminRoutes from './partners.admin.routes.ts'
import partnerStoreRoutes from './partner-stores.routes.ts'
import partnerRoutes, { PARTNER_PROJECT_OWNER } from './partners.routes.ts'

export const partnersModule: ModuleManifest = {
  name: 'partners',
  routes: [partnerRoutes, partnerStoreRoutes],
  adminRoutes: [partnerAdminRoutes],
  owners: {
    [PARTNER_PROJECT_OWNER]: rowOwner(
      partnerProjects.id,
      partnerProjects.createdBy,
      () => new NotFound(PARTNER_MESSAGES.projectNotFound),
    ),
  },
}

import { supportTickets } from '../../db/schema/support.ts'
import { rowOwner } from '../../lib/access.ts'
import type { ModuleManifest } from '../manifest.ts'
import supportAdminRoutes from './support.admin.routes.ts'
import supportRoutes from './support.routes.ts'
import { ticketNotFound } from './support.service.ts'

export const supportModule: ModuleManifest = {
  name: 'support',
  routes: [supportRoutes],
  adminRoutes: [supportAdminRoutes],
  owners: { ticket: rowOwner(supportTickets.id, supportTickets.userId, ticketNotFound) },
}

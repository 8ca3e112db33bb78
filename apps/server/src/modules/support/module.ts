import { eq } from 'drizzle-orm'
import { supportTickets } from '../../db/schema/support.ts'
import { isUuid } from '../../lib/access.ts'
import type { ModuleManifest } from '../manifest.ts'
import supportAdminRoutes from './support.admin.routes.ts'
import supportRoutes from './support.routes.ts'
import { ticketNotFound } from './support.service.ts'

export const supportModule: ModuleManifest = {
  name: 'support',
  routes: [supportRoutes],
  adminRoutes: [supportAdminRoutes],
  owners: {
    ticket: {
      notFound: ticketNotFound,
      ownerOf: async (ctx, id) => {
        if (!isUuid(id)) return null
        const [row] = await ctx.db
          .select({ userId: supportTickets.userId })
          .from(supportTickets)
          .where(eq(supportTickets.id, id))
        return row?.userId ?? null
      },
    },
  },
}

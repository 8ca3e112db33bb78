import { eq } from 'drizzle-orm'
import { shippingAddresses } from '../../db/schema/profiles.ts'
import { isUuid } from '../../lib/access.ts'
import type { ModuleManifest } from '../manifest.ts'
import { addressNotFound } from './addresses.service.ts'
import profileRoutes from './profiles.routes.ts'

/** Own profile, saved addresses and public profiles (`profiles.routes.ts` mounts all three). */
export const profilesModule: ModuleManifest = {
  name: 'profiles',
  routes: [profileRoutes],
  owners: {
    address: {
      notFound: addressNotFound,
      ownerOf: async (ctx, id) => {
        if (!isUuid(id)) return null
        const [row] = await ctx.db
          .select({ userId: shippingAddresses.userId })
          .from(shippingAddresses)
          .where(eq(shippingAddresses.id, id))
        return row?.userId ?? null
      },
    },
  },
}

import { shippingAddresses } from '../../db/schema/profiles.ts'
import { rowOwner } from '../../lib/access.ts'
import type { ModuleManifest } from '../manifest.ts'
import { addressNotFound } from './addresses.service.ts'
import profileRoutes from './profiles.routes.ts'
import userAdminRoutes from './users.admin.routes.ts'

/**
 * Own profile, saved addresses and public profiles (`profiles.routes.ts` mounts all three); the back
 * office's users screens (`users.admin.routes.ts`).
 */
export const profilesModule: ModuleManifest = {
  name: 'profiles',
  routes: [profileRoutes],
  adminRoutes: [userAdminRoutes],
  owners: { address: rowOwner(shippingAddresses.id, shippingAddresses.userId, addressNotFound) },
}

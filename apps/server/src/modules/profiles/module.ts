import { shippingAddresses } from '../../db/schema/profiles.ts'
import { rowOwner } from '../../lib/access.ts'
import type { ModuleManifest } from '../manifest.ts'
import { addressNotFound } from './addresses.service.ts'
import profileRoutes from './profiles.routes.ts'

/** Own profile, saved addresses and public profiles (`profiles.routes.ts` mounts all three). */
export const profilesModule: ModuleManifest = {
  name: 'profiles',
  routes: [profileRoutes],
  owners: { address: rowOwner(shippingAddresses.id, shippingAddresses.userId, addressNotFound) },
}

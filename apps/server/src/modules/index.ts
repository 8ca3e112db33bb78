import { adminModule } from './admin/module.ts'
import { authModule } from './auth/module.ts'
import { cartsModule } from './carts/module.ts'
import { catalogModule } from './catalog/module.ts'
import { communityModule } from './community/module.ts'
import { contactModule } from './contact/module.ts'
import { dashboardModule } from './dashboard/module.ts'
import { designRewardsModule } from './design-rewards/module.ts'
import { designVotesModule } from './design-votes/module.ts'
import { discountsModule } from './discounts/module.ts'
import { dropsModule } from './drops/module.ts'
import { emailModule } from './email/module.ts'
import { filesModule } from './files/module.ts'
import { fulfilmentModule } from './fulfilment/module.ts'
import { healthModule } from './health/module.ts'
import type { ModuleManifest } from './manifest.ts'
import { metricsModule } from './metrics/module.ts'
import { notificationsModule } from './notifications/module.ts'
import { ordersModule } from './orders/module.ts'
import { partnerEmbedModule } from './partner-embed/module.ts'
import { partnersModule } from './partners/module.ts'
import { paymentsModule } from './payments/module.ts'
import { printifyModule } from './printify/module.ts'
import { profilesModule } from './profiles/module.ts'
import { realtimeModule } from './realtime/module.ts'
import { retentionModule } from './retention/module.ts'
import { reviewsModule } from './reviews/module.ts'
import { shippingModule } from './shipping/module.ts'
import { seoModule } from './seo/module.ts'
import { siteModule } from './site/module.ts'
import { supportModule } from './support/module.ts'
import { taxModule } from './tax/module.ts'
import { walletsModule } from './wallets/module.ts'
import { wishlistModule } from './wishlist/module.ts'

export type { ModuleManifest } from './manifest.ts'

/** Every server module, in mounting order. Adding a domain is one line here (see docs/architecture.md). */
export const modules: ModuleManifest[] = [
  healthModule,
  metricsModule,
  authModule,
  realtimeModule,
  siteModule,
  emailModule,
  contactModule,
  notificationsModule,
  catalogModule,
  reviewsModule,
  wishlistModule,
  cartsModule,
  profilesModule,
  dashboardModule,
  communityModule,
  designVotesModule,
  partnersModule,
  designRewardsModule,
  partnerEmbedModule,
  walletsModule,
  printifyModule,
  supportModule,
  shippingModule,
  dropsModule,
  ordersModule,
  fulfilmentModule,
  discountsModule,
  taxModule,
  paymentsModule,
  filesModule,
  seoModule,
  adminModule,
  retentionModule,
]

/** The owner kinds of all modules, for the access-policy hook. */
export function ownerResolvers(list: ModuleManifest[] = modules) {
  return Object.assign({}, ...list.map((m) => m.owners ?? {})) as NonNullable<ModuleManifest['owners']>
}

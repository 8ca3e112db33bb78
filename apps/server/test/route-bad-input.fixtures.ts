import { afterAll, beforeAll } from 'vitest'
import { createTestApp, type TestApp } from './helper.ts'
import { US_ADDRESS, orderBody, shippingQuoteBody } from './orders.ts'
import { buildWorld, type World } from './route-fixtures.ts'
import { samples as adminCatalogSamples } from './samples/admin-catalog.ts'
import { samples as adminDiscountsSamples } from './samples/admin-discounts.ts'
import { samples as adminEmailSamples } from './samples/admin-email.ts'
import { samples as adminOrdersSamples } from './samples/admin-orders.ts'
import { samples as adminPartnersSamples } from './samples/admin-partners.ts'
import { samples as adminPrintifySamples } from './samples/admin-printify.ts'
import { samples as adminSiteSamples } from './samples/admin-site.ts'
import { samples as adminUsersSamples } from './samples/admin-users.ts'
import { samples as adminWalletsSamples } from './samples/admin-wallets.ts'
import { samples as checkoutSamples } from './samples/checkout.ts'
import { samples as adminCommunitySamples } from './samples/admin-community.ts'
import { samples as communitySamples } from './samples/community.ts'
import { samples as designVotesSamples } from './samples/design-votes.ts'
import { samples as dropsSamples } from './samples/drops.ts'
import { samples as partnersSamples } from './samples/partners.ts'
import { samples as walletsSamples } from './samples/wallets.ts'

// What the generated bad-input tests share: valid samples to start from, and the app with the world
// of rows the routes act on. Each test file that calls `useBadInputWorld()` gets its own app and database.

/** Valid bodies to start from, so a bad value in one field is not hidden by other missing fields. */
export const SAMPLES: Record<string, (w: World) => unknown> = {
  'POST /api/auth/sign-up': () => ({ email: 'fuzz@example.com', password: 'password123', full_name: 'Fuzz' }),
  'POST /api/auth/sign-in': (w) => ({ email: w.b.email, password: 'wrong-password' }),
  'POST /api/auth/forgot-password': () => ({ email: 'nobody@example.com' }),
  'POST /api/auth/resend-verification': () => ({ email: 'nobody@example.com' }),
  'POST /api/auth/reset-password': () => ({ token: 'not-a-token', new_password: 'password123' }),
  'POST /api/auth/verify-email': () => ({ token: 'not-a-token' }),
  'POST /api/contact': () => ({ name: 'Fuzz', email: 'fuzz@example.com', subject: 'Hi', message: 'Hello' }),
  'POST /api/newsletter': () => ({ email: 'fuzz-news@example.com' }),
  'POST /api/products/:productId/reviews': () => ({ rating: 5, title: 'Great', content: 'Fits well' }),
  'PATCH /api/profile': () => ({ full_name: 'Fuzz', phone_number: '+1 555 0100' }),
  'PATCH /api/profile/preferences': () => ({
    full_name: 'Fuzz',
    notification_preferences: { order_updates: true, marketing: false },
  }),
  'POST /api/addresses': () => ({ address: US_ADDRESS }),
  'PATCH /api/addresses/:id': () => ({ address: US_ADDRESS }),
  'POST /api/orders': (w) => orderBody(w.product.id),
  'POST /api/shipping-rates': (w) => shippingQuoteBody(w.product.id),
  'POST /api/support/tickets': () => ({ subject: 'Help', message: 'Where is my parcel?' }),
  'POST /api/support/tickets/:id/messages': () => ({ message: 'Any news?' }),
  'POST /api/wishlist': (w) => ({ product_id: w.product.id }),
  'POST /api/admin/support/tickets/:id/reply': () => ({ message: 'On its way' }),
  ...adminUsersSamples,
  ...adminOrdersSamples,
  ...adminCatalogSamples,
  ...adminDiscountsSamples,
  ...adminSiteSamples,
  ...communitySamples,
  ...designVotesSamples,
  ...adminCommunitySamples,
  ...adminPartnersSamples,
  ...adminWalletsSamples,
  ...adminPrintifySamples,
  ...adminEmailSamples,
  ...partnersSamples,
  ...walletsSamples,
  ...dropsSamples,
  ...checkoutSamples,
}

export let t: TestApp
export let w: World

/** Sets up the app and its rows before the file's tests and closes it after them. */
export function useBadInputWorld() {
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_AUTH_MAX: '100000' } })
    w = await buildWorld(t)
  })
  afterAll(async () => {
    await t?.close()
  })
}

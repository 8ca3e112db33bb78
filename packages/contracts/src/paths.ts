import { ADMIN_ROUTES } from './paths/admin.ts'
import { ADMIN_CATALOG_ROUTES } from './paths/admin-catalog.ts'
import { ADMIN_ORDERS_ROUTES } from './paths/admin-orders.ts'
import { ADMIN_SITE_ROUTES } from './paths/admin-site.ts'
import { ADMIN_COMMUNITY_ROUTES, COMMUNITY_ROUTES } from './paths/community.ts'
import { ADMIN_DISCOUNT_ROUTES } from './paths/discounts.ts'
import { ADMIN_DROP_ROUTES, DROP_ROUTES } from './paths/drops.ts'
import { ADMIN_PARTNER_ROUTES, PARTNER_ROUTES } from './paths/partners.ts'
import { ADMIN_DESIGN_REWARD_ROUTES, DESIGN_REWARD_ROUTES } from './paths/design-rewards.ts'
import { ADMIN_USERS_ROUTES } from './paths/profiles.ts'
import { ADMIN_EMAIL_ROUTES, ADMIN_MARKETING_ROUTES, EMAIL_EVENT_ROUTES } from './paths/email.ts'
import { ADMIN_FULFILMENT_ROUTES, FULFILMENT_ROUTES } from './paths/fulfilment.ts'
import { ADMIN_PRINTIFY_ROUTES } from './paths/printify.ts'
import { ADMIN_REFUND_ROUTES, RETURN_ROUTES } from './paths/refunds.ts'
import { ADMIN_TAX_ROUTES } from './paths/tax.ts'
import { ADMIN_WALLET_ROUTES, WALLET_ROUTES } from './paths/wallets.ts'

/**
 * Every API route the shop serves, as `METHOD /path` with `:param` placeholders. The server registers
 * exactly these (a test compares them with the app's own route table) and the web app builds its request
 * paths from them with `apiPath`, so a renamed or removed route fails the type check where it is called.
 */
export const API_ROUTES = [
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'POST /api/auth/sign-up',
  'POST /api/auth/sign-in',
  'POST /api/auth/sign-out',
  'GET /api/auth/session',
  'POST /api/auth/verify-email',
  'POST /api/auth/resend-verification',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/change-password',
  'GET /api/events',
  'GET /api/site/home',
  'POST /api/newsletter',
  'GET /api/newsletter/unsubscribe',
  'POST /api/newsletter/unsubscribe',
  'GET /api/newsletter/confirm',
  'POST /api/newsletter/confirm',
  'POST /api/contact',
  'GET /api/notifications',
  'POST /api/notifications/read',
  'POST /api/notifications/read-all',
  'GET /api/products',
  'GET /api/categories',
  'GET /api/products/:slug',
  'GET /api/products/:slug/related',
  'GET /api/products/:productId/reviews',
  'POST /api/products/:productId/reviews',
  'GET /api/wishlist',
  'POST /api/wishlist',
  'GET /api/wishlist/products/:productId',
  'DELETE /api/wishlist/products/:productId',
  'DELETE /api/wishlist/:id',
  'GET /api/cart',
  'PUT /api/cart',
  'POST /api/cart/merge',
  'GET /api/profile',
  'PATCH /api/profile',
  'PATCH /api/profile/preferences',
  'GET /api/profile/username-available',
  'GET /api/profile/summary',
  'POST /api/profile/avatar',
  'GET /api/addresses',
  'POST /api/addresses',
  'PATCH /api/addresses/:id',
  'DELETE /api/addresses/:id',
  'GET /api/users/by-username/:username',
  'GET /api/users/:id',
  'GET /api/dashboard/activity',
  'GET /api/support/tickets',
  'POST /api/support/tickets',
  'GET /api/support/order-options',
  'GET /api/support/tickets/:id/messages',
  'POST /api/support/tickets/:id/messages',
  'POST /api/support/tickets/:id/assistant',
  'POST /api/shipping-rates',
  'POST /api/checkout/quote',
  'POST /api/orders',
  'GET /api/orders',
  'GET /api/orders/:id',
  'POST /api/orders/:id/cancel',
  'GET /api/payments/options',
  'POST /api/orders/:id/pay',
  'POST /api/payments/stripe/webhook',
  'POST /api/admin/notifications',
  'GET /api/admin/support/tickets',
  'GET /api/admin/support/tickets/:id/messages',
  'POST /api/admin/support/tickets/:id/reply',
  'PATCH /api/admin/support/tickets/:id',
  'POST /api/admin/support/tickets/:id/assistant',
  'GET /api/admin/outbox',
  'GET /api/admin/outbox/:id',
  ...COMMUNITY_ROUTES,
  ...PARTNER_ROUTES,
  ...DESIGN_REWARD_ROUTES,
  ...WALLET_ROUTES,
  ...DROP_ROUTES,
  ...FULFILMENT_ROUTES,
  ...RETURN_ROUTES,
  // Back office, one list per domain.
  ...ADMIN_ROUTES,
  ...ADMIN_USERS_ROUTES,
  ...ADMIN_ORDERS_ROUTES,
  ...ADMIN_CATALOG_ROUTES,
  ...ADMIN_SITE_ROUTES,
  ...ADMIN_COMMUNITY_ROUTES,
  ...ADMIN_PARTNER_ROUTES,
  ...ADMIN_DESIGN_REWARD_ROUTES,
  ...ADMIN_WALLET_ROUTES,
  ...ADMIN_DROP_ROUTES,
  ...ADMIN_PRINTIFY_ROUTES,
  ...ADMIN_FULFILMENT_ROUTES,
  ...ADMIN_REFUND_ROUTES,
  ...ADMIN_DISCOUNT_ROUTES,
  ...ADMIN_TAX_ROUTES,
  ...ADMIN_EMAIL_ROUTES,
  ...ADMIN_MARKETING_ROUTES,
  ...EMAIL_EVENT_ROUTES,
] as const

export type ApiRoute = (typeof API_ROUTES)[number]
export type ApiMethod = ApiRoute extends `${infer M} ${string}` ? M : never
/** The paths that answer `method`. */
export type ApiPath<M extends string = string> = ApiRoute extends infer R
  ? R extends `${M} ${infer P}`
    ? P
    : never
  : never

type ParamNames<P extends string> = P extends `${string}:${infer K}/${infer Rest}`
  ? K | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer K}`
    ? K
    : never
export type PathParams<P extends string> = { [K in ParamNames<P>]: string }
/** The parameters argument of `apiPath`: absent for paths without placeholders. */
export type PathParamsArg<P extends string> = [ParamNames<P>] extends [never] ? [] : [params: PathParams<P>]

declare const requestPath: unique symbol
/** A request path made by `apiPath`: the web app's API client takes no other string. */
export type ApiRequestPath = string & { readonly [requestPath]: true }

/** A concrete request path from a route's pattern, each parameter URL-encoded. */
export function apiPath<P extends ApiPath>(pattern: P, ...[params]: PathParamsArg<P>): ApiRequestPath {
  if (!params) return pattern as string as ApiRequestPath
  const values = params as Record<string, string>
  return pattern.replace(/:([A-Za-z_]+)/g, (_m, name: string) =>
    encodeURIComponent(values[name] ?? ''),
  ) as ApiRequestPath
}

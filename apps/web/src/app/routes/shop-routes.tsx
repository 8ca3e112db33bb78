import type { RouteObject } from 'react-router'
import { HomePage, prefetch as prefetchHome } from '@/features/home/components/home-page'
import { RequireAuth } from '../guards/require-auth'
import { lazyPage } from './lazy-page'

/** Storefront: home, catalogue, cart, checkout, payment. */
export const shopRoutes: RouteObject[] = [
  // Home is the landing page and the Lighthouse target: bundled eagerly to save a round trip before LCP.
  { index: true, element: <HomePage />, handle: { prefetch: prefetchHome } },
  {
    path: 'products',
    lazy: lazyPage(() => import('@/features/catalog/components/products-page'), 'ProductsPage'),
  },
  {
    path: 'products/:slug',
    lazy: lazyPage(() => import('@/features/catalog/components/product-page'), 'ProductPage'),
  },
  { path: 'cart', lazy: lazyPage(() => import('@/features/cart/components/cart-page'), 'CartPage') },
  {
    path: 'checkout',
    lazy: lazyPage(() => import('@/features/checkout/components/checkout-page'), 'CheckoutPage'),
  },
  {
    element: <RequireAuth />,
    children: [
      {
        path: 'payment',
        lazy: lazyPage(() => import('@/features/checkout/components/payment-page'), 'PaymentPage'),
      },
      {
        path: 'orders',
        lazy: lazyPage(() => import('@/features/orders/components/orders-page'), 'OrdersPage'),
      },
      {
        path: 'wishlist',
        lazy: lazyPage(() => import('@/features/wishlist/components/wishlist-page'), 'WishlistPage'),
      },
    ],
  },
]

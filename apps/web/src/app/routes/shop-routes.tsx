import type { RouteObject } from 'react-router'
import { HomePage, meta as homeMeta, prefetch as prefetchHome } from '@/features/home'
import { RequireAuth } from '../guards/require-auth'
import { lazyPage } from './lazy-page'
import { loadCartPage } from '@/features/cart/pages'
import { loadProductPage, loadProductsPage } from '@/features/catalog/pages'
import { loadCheckoutPage, loadPaymentPage, loadPaymentSuccessPage } from '@/features/checkout/pages'
import { loadOrderPage, loadOrdersPage } from '@/features/orders/pages'
import { loadWishlistPage } from '@/features/wishlist/pages'

/** Storefront: home, catalogue, cart, checkout, payment. */
export const shopRoutes: RouteObject[] = [
  // Home is the landing page and the Lighthouse target: bundled eagerly to save a round trip before LCP.
  {
    index: true,
    element: <HomePage />,
    handle: { ssr: true, shared: true, prefetch: prefetchHome, meta: homeMeta },
  },
  {
    path: 'products',
    lazy: lazyPage(loadProductsPage, 'ProductsPage', { ssr: true, shared: true }),
  },
  {
    path: 'products/:slug',
    lazy: lazyPage(loadProductPage, 'ProductPage', { ssr: true, shared: true }),
  },
  { path: 'cart', lazy: lazyPage(loadCartPage, 'CartPage') },
  {
    path: 'checkout',
    lazy: lazyPage(loadCheckoutPage, 'CheckoutPage'),
  },
  {
    element: <RequireAuth />,
    children: [
      {
        path: 'payment',
        lazy: lazyPage(loadPaymentPage, 'PaymentPage'),
      },
      // Stripe Checkout's return addresses (the server names them in each session).
      { path: 'payment/success', lazy: lazyPage(loadPaymentSuccessPage, 'PaymentSuccessPage') },
      { path: 'payment/cancelled', lazy: lazyPage(loadPaymentPage, 'PaymentCancelledPage') },
      {
        path: 'orders',
        lazy: lazyPage(loadOrdersPage, 'OrdersPage'),
      },
      {
        path: 'orders/:id',
        lazy: lazyPage(loadOrderPage, 'OrderPage'),
      },
      {
        path: 'wishlist',
        lazy: lazyPage(loadWishlistPage, 'WishlistPage'),
      },
    ],
  },
]

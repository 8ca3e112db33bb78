/** Routes of fulfilment (Printify's webhook and the back office's), spread into API_ROUTES in ../paths.ts. */
export const FULFILMENT_ROUTES = ['POST /api/webhooks/printify'] as const

export const ADMIN_FULFILMENT_ROUTES = [
  'GET /api/admin/fulfilment',
  'POST /api/admin/fulfilment/:id/retry',
  'POST /api/admin/fulfilment/:id/send-to-production',
  'GET /api/admin/fulfilment/settings',
  'PUT /api/admin/fulfilment/settings',
  'GET /api/admin/fulfilment/webhooks',
  'POST /api/admin/fulfilment/webhooks',
  // An order's fulfilment: its parts, parcels and line states; shipping and delivering shop-stock lines.
  'GET /api/admin/orders/:id/fulfilment',
  'POST /api/admin/orders/:id/shipments',
  'POST /api/admin/orders/:id/deliveries',
  'GET /api/admin/products/:id/fulfilment',
  'PUT /api/admin/products/:id/fulfilment',
] as const

import type { World } from '../route-fixtures.ts'
import { US_ADDRESS } from '../orders.ts'

/** A valid checkout quote body (`METHOD /path` → body), merged into the bad-input test. */
export const samples: Record<string, (w: World) => unknown> = {
  'POST /api/checkout/quote': (w) => ({
    items: [{ product_id: w.product.id, size: 'M', color: 'Black', quantity: 1 }],
    shipping_address: US_ADDRESS,
    shipping_rate_id: 'standard',
    discount_code: 'WELCOME10',
  }),
}

import type { World } from '../route-fixtures.ts'

/**
 * Valid bodies for the drop routes (`METHOD /path` → body), merged into the bad-input test. The path's
 * drop or product id is a random one, so a valid body meets a business refusal (404), never a write.
 */
export const samples: Record<string, (w: World) => unknown> = {
  'POST /api/drops/:id/admission': () => ({ quantity: 1 }),
  'PUT /api/admin/products/:id/drop': () => ({
    starts_at: new Date(Date.now() + 3_600_000).toISOString(),
    holder_starts_at: new Date(Date.now() + 1_800_000).toISOString(),
    holder_minimum: 100,
    per_customer_limit: 2,
    time_zone: 'Europe/Paris',
  }),
}

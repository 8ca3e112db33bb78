import type { World } from '../route-fixtures.ts'

/** Valid bodies for this domain's back-office routes (`METHOD /path` → body), merged into the bad-input test. */
export const samples: Record<string, (w: World) => unknown> = {
  'PATCH /api/admin/orders/:id/status': () => ({ status: 'cancelled', note: 'Customer asked to cancel' }),
}

import type { World } from '../route-fixtures.ts'

/** Valid bodies for the discount and tax back-office routes, merged into the bad-input test. */
export const samples: Record<string, (w: World) => unknown> = {
  'POST /api/admin/discounts': () => ({ code: 'FUZZ-20', kind: 'percentage', percent_off: 20 }),
  'PUT /api/admin/discounts/:id': () => ({ code: 'FUZZ-21', kind: 'fixed', amount_off_cents: 500 }),
  'POST /api/admin/tax/rates': () => ({ country: 'US', state: 'CA', rate_percent: '7.25' }),
  'PUT /api/admin/tax/rates/:id': () => ({ country: 'US', state: 'NY', rate_percent: 4 }),
  'PUT /api/admin/tax/settings': () => ({ tax_shipping: true }),
}

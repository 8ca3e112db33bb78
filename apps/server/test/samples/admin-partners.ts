import type { World } from '../route-fixtures.ts'

/**
 * Valid bodies for the partner programme's back-office routes (`METHOD /path` → body), merged into the
 * bad-input test. The path ids are random there, so each answers 404 and writes nothing.
 */
export const samples: Record<string, (w: World) => unknown> = {
  'POST /api/admin/partners/:id/payouts': () => ({
    asset: 'RDO',
    signature: '5Kx9fuzzSignature'.padEnd(88, 'z'),
  }),
}

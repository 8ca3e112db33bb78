import type { World } from '../route-fixtures.ts'

/**
 * Valid bodies for the print-on-demand import (`METHOD /path` → body), merged into the bad-input test.
 * The test app has no Printify token: the import is queued and its job (not run there) would end it
 * with the key message.
 */
export const samples: Record<string, (w: World) => unknown> = {
  'POST /api/admin/printify/imports': () => ({ shop_id: 1001, product_ids: ['65f0c0ffee00000000000000001'] }),
}

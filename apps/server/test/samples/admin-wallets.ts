import type { World } from '../route-fixtures.ts'

/**
 * Valid bodies for the wallet back office (`METHOD /path` → body), merged into the bad-input test. The
 * test app has no Solana connection, so tracking an address stores it without a chain read.
 */
export const samples: Record<string, (w: World) => unknown> = {
  'POST /api/admin/wallets': () => ({ address: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU' }),
}

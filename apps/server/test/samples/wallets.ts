import { buildSiwsMessage } from '../../src/modules/wallets/siws-message.ts'
import { APP_ORIGIN } from '../helper.ts'
import type { World } from '../route-fixtures.ts'

/**
 * Valid bodies for the wallet routes (`METHOD /path` → body), merged into the bad-input test. The
 * verification signs in with a message of this shop's shape whose nonce was never issued, so it passes
 * validation and is then refused as an unknown sign-in request (a business refusal, 400 NONCE_INVALID)
 * without linking or spending anything.
 */
const ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'

export const samples: Record<string, (w: World) => unknown> = {
  'POST /api/wallet/nonce': () => ({ address: ADDRESS }),
  'POST /api/wallet/verify': () => ({
    address: ADDRESS,
    message: buildSiwsMessage({
      domain: new URL(APP_ORIGIN).host,
      address: ADDRESS,
      uri: APP_ORIGIN,
      nonce: '0'.repeat(32),
      issuedAt: '2026-01-01T00:00:00.000Z',
      expirationTime: '2026-01-01T00:05:00.000Z',
    }),
    signature: Buffer.alloc(64).toString('base64'),
  }),
}

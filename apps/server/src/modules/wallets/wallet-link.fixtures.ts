import { afterAll, beforeAll } from 'vitest'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'

// The app the wallet linking API tests share, with the requests they make. Each test file that calls
// `useWalletLinkApp()` gets its own app and database.

export let t: TestApp

/** Sets up the app before the file's tests and closes it after them. */
export function useWalletLinkApp() {
  // No SOLANA_RPC_URL or RDO_MINT here: linking works, balances answer not_configured.
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => t?.close())
}

export const newUser = () => t.createUser()
export const getWallet = (user: TestUser) =>
  t.request({ method: 'GET', url: '/api/wallet', cookie: user.cookie })

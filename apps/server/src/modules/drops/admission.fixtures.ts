import { afterAll, beforeAll } from 'vitest'
import { startSolanaRpcStandIn, type SolanaRpcStandIn } from '../../../test/stand-ins/solana-rpc.ts'
import { createTestApp, type TestApp } from '../../../test/helper.ts'

// The shop the drop admission API tests share: a stand-in Solana node for holder balances. Each test
// file that calls `useAdmissionWorld()` gets its own app and database.

export let chain: SolanaRpcStandIn
export let t: TestApp

/** Sets up the shared shop before the file's tests and closes it after them. */
export function useAdmissionWorld() {
  beforeAll(async () => {
    chain = await startSolanaRpcStandIn()
    t = await createTestApp({ env: { SOLANA_RPC_URL: chain.url, RDO_MINT: chain.mint } })
  })
  afterAll(async () => {
    await t?.close()
    await chain?.close()
  })
}

export const errorOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { code: string; message: string } }).error

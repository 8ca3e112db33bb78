import crypto from 'node:crypto'
import { DROP_MESSAGES } from '@rdo/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSolanaRpcStandIn, type SolanaRpcStandIn } from '../../../test/stand-ins/solana-rpc.ts'
import { createTestApp, type TestApp } from '../../../test/helper.ts'
import { admit, createDrop, linkHolder, minutesFromNow, seasonedUser } from '../../../test/fixtures/drops.ts'

let chain: SolanaRpcStandIn
let t: TestApp
beforeAll(async () => {
  chain = await startSolanaRpcStandIn()
  t = await createTestApp({ env: { SOLANA_RPC_URL: chain.url, RDO_MINT: chain.mint } })
})
afterAll(async () => {
  await t?.close()
  await chain?.close()
})

const errorOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { code: string; message: string } }).error

describe('holder early access', () => {
  it('admits one account per wallet and drop: the same $RDO moved to another account is refused', async () => {
    const { drop } = await createDrop(t, {
      holderStartsAt: minutesFromNow(-1),
      startsAt: minutesFromNow(30),
      product: { sizes: { M: 10 } },
    })
    const { drop: other } = await createDrop(t, {
      holderStartsAt: minutesFromNow(-1),
      startsAt: minutesFromNow(30),
      product: { sizes: { M: 10 } },
    })
    const [first, second] = await Promise.all([seasonedUser(t, 'Fay First'), seasonedUser(t, 'Sid Second')])
    const keys = crypto.generateKeyPairSync('ed25519')
    await linkHolder(t, chain, first!, '500', keys)
    expect((await admit(t, first!, drop.id)).statusCode).toBe(200)

    // The wallet is unlinked and linked to another account: its balance is the same, its drop place is not.
    expect(
      (await t.request({ method: 'DELETE', url: '/api/wallet', cookie: first!.cookie })).statusCode,
    ).toBe(204)
    await linkHolder(t, chain, second!, '500', keys)
    const refused = await admit(t, second!, drop.id)
    expect(refused.statusCode, refused.body).toBe(403)
    expect(errorOf(refused)).toEqual({ code: 'HOLDER_WALLET_USED', message: DROP_MESSAGES.holderWalletUsed })
    // Another drop is another window: the wallet admits its new account there.
    expect((await admit(t, second!, other.id)).statusCode).toBe(200)
    // The first account keeps the place it has.
    expect((await admit(t, first!, drop.id)).statusCode).toBe(200)
  })

  it("reads the wallet's balance at admission: a balance below the minimum is refused", async () => {
    const { drop } = await createDrop(t, { holderStartsAt: minutesFromNow(-1), startsAt: minutesFromNow(30) })
    const u = await seasonedUser(t, 'Lou Low')
    await linkHolder(t, chain, u, '20')
    expect(errorOf(await admit(t, u, drop.id))).toEqual({
      code: 'HOLDERS_ONLY',
      message: DROP_MESSAGES.holdersOnly('100'),
    })
  })
})

import { HOLDER_MINIMUM, type TokenGateResponse, type TokenInfoResponse } from '@rdo/contracts'
import type { AppContext } from '../../types.ts'
import { balancesConfigured } from './balance.ts'
import { reachesMinimum } from './wallet-dto.ts'
import { walletOf } from './wallet-link.service.ts'

/** The token's configured mint and where to see and trade it; all null when no mint is configured. */
export function tokenInfo(config: AppContext['config']): TokenInfoResponse {
  const mint = config.RDO_MINT ?? null
  return {
    mint,
    explorer_url: mint && `https://solscan.io/token/${mint}`,
    trade_url: mint && `https://dexscreener.com/solana/${mint}`,
    charts_url: mint && `https://dexscreener.com/solana/${mint}?embed=0&tab=chart`,
    holder_minimum: HOLDER_MINIMUM,
    balances_available: balancesConfigured(config),
  }
}

/**
 * The server's decision for gated content: the caller's linked wallet holds at least `minimum` $RDO as
 * last read from the chain. A balance that cannot be read is `unavailable`, never granted.
 */
export async function tokenGate(
  ctx: AppContext,
  userId: string | null,
  minimum: number,
): Promise<TokenGateResponse> {
  const wallet = userId ? await walletOf(ctx, userId) : null
  if (!wallet) return { status: 'not_connected', minimum, balance: null }
  const { status, amount } = wallet.balance
  if (status !== 'ok' || amount === null) return { status: 'unavailable', minimum, balance: null }
  return { status: reachesMinimum(amount, minimum) ? 'granted' : 'insufficient', minimum, balance: amount }
}

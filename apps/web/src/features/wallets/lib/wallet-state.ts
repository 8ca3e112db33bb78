import type { Balance, TokenGateResponse } from '@rdo/contracts'
import { WALLET_MESSAGES as M } from '@rdo/contracts/wallet-messages'
import { errorMessage, isApiError } from '@/lib/api-client'
import { formatTokenAmount, formatTokenCount } from './token-amount'

/** What the balance line shows: a figure read from the chain, or why there is none. */
export type BalanceView =
  | { kind: 'ok'; amount: string; updatedAt: string | null }
  | { kind: 'unreachable' }
  | { kind: 'unavailable' }
  | { kind: 'not_configured' }

export function balanceView(balance: Balance): BalanceView {
  if (balance.status === 'not_configured') return { kind: 'not_configured' }
  if (balance.status === 'unreachable') return { kind: 'unreachable' }
  const amount = balance.status === 'ok' && balance.amount !== null ? formatTokenAmount(balance.amount) : null
  // A figure the page cannot read is treated like a failed read: no number rather than a wrong one.
  return amount === null ? { kind: 'unavailable' } : { kind: 'ok', amount, updatedAt: balance.updated_at }
}

/** What a token gate shows, from the server's decision (undefined while it is asked). */
export type GateView =
  | { kind: 'loading' }
  | { kind: 'granted' }
  | { kind: 'not_connected'; minimum: string }
  | { kind: 'insufficient'; minimum: string; balance: string | null }
  | { kind: 'unavailable'; minimum: string }

export function gateView(
  answer: TokenGateResponse | undefined,
  { failed, minimum }: { failed: boolean; minimum: number },
): GateView {
  const needed = formatTokenCount(answer?.minimum ?? minimum)
  if (!answer) return failed ? { kind: 'unavailable', minimum: needed } : { kind: 'loading' }
  switch (answer.status) {
    case 'granted':
      return { kind: 'granted' }
    case 'not_connected':
      return { kind: 'not_connected', minimum: needed }
    case 'unavailable':
      return { kind: 'unavailable', minimum: needed }
    case 'insufficient': {
      const balance = answer.balance === null ? null : formatTokenAmount(answer.balance)
      return { kind: 'insufficient', minimum: needed, balance }
    }
  }
}

/** The wallet connected but offered no account to link. */
export class WalletAccountMissingError extends Error {
  constructor() {
    super(M.notConnected)
    this.name = 'WalletAccountMissingError'
  }
}

/**
 * The toast after a failed connect: the server's own refusal ('Wallet already added', an expired
 * sign-in request…), 'not connected' when the wallet gave no account, else the generic failure (the
 * person closed the wallet's window, the extension broke, the network dropped).
 */
export function connectErrorMessage(error: unknown): string {
  if (error instanceof WalletAccountMissingError) return M.notConnected
  if (isApiError(error) && error.status >= 400 && error.status < 500)
    return errorMessage(error, M.connectFailed)
  return M.connectFailed
}

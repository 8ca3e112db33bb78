import type { Balance } from '@rdo/contracts/wallets'
import { WALLET_MESSAGES as M } from '@rdo/contracts/wallet-messages'

const DECIMAL = /^(-?)(\d*)(?:\.(\d*))?$/

/**
 * '1234.5678' → '1,234.56', straight from the decimal string: token amounts can carry more digits than a
 * float keeps. Cut, not rounded, so a wallet never reads as holding more than it does (99.999 must not
 * show as 100.00, the holder threshold). Anything that is not a plain decimal gives null.
 */
export function formatTokenAmount(amount: string, decimals = 2): string | null {
  const match = DECIMAL.exec(amount.trim())
  if (!match) return null
  const [, sign = '', whole = '', fraction = ''] = match
  if (!whole && !fraction) return null
  const digits = whole.replace(/^0+(?=\d)/, '') || '0'
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const cut = fraction.slice(0, decimals).padEnd(decimals, '0')
  const zero = /^0*$/.test(digits + cut)
  const body = decimals > 0 ? `${grouped}.${cut}` : grouped
  return sign && !zero ? `-${body}` : body
}

export type BalanceDisplay =
  | { kind: 'amount'; text: string; exact: string }
  | { kind: 'unavailable'; text: string }
  | { kind: 'not_configured'; text: string; hint: string }

/** What the Balance column says: an RDO amount only when it was read; never a number otherwise. */
export function balanceDisplay(balance: Balance): BalanceDisplay {
  if (balance.status === 'not_configured') {
    return { kind: 'not_configured', text: 'Not configured', hint: M.notConfigured }
  }
  if (balance.status === 'unreachable') return { kind: 'unavailable', text: M.noConnection }
  const amount = balance.status === 'ok' && balance.amount !== null ? formatTokenAmount(balance.amount) : null
  if (amount === null) return { kind: 'unavailable', text: M.balanceUnavailable }
  return { kind: 'amount', text: `${amount} RDO`, exact: `${balance.amount} RDO` }
}

/**
 * The toast after a balance refresh. The server answers with the row even when the chain could not be
 * read, so a 200 is a success only when it carries a number; the row's Balance cell says why not.
 */
export function refreshOutcome(balance: Balance): { ok: boolean; message: string } {
  if (balance.status === 'ok') return { ok: true, message: M.balanceUpdated }
  if (balance.status === 'not_configured') return { ok: false, message: M.notConfigured }
  return { ok: false, message: M.balanceUpdateFailed }
}

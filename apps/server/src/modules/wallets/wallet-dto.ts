import { HOLDER_MINIMUM, type Balance, type LinkedWallet } from '@rdo/contracts'

const DECIMAL = /^(\d+)(?:\.(\d+))?$/

/**
 * `amount` ≥ `minimum`, compared exactly as decimals (token amounts have up to 9 places and may exceed
 * what a float holds exactly). An amount that is not a plain decimal never reaches a minimum.
 */
export function reachesMinimum(amount: string, minimum: number): boolean {
  const a = DECIMAL.exec(amount)
  // Minimums come from a validated query (0 to 1e9), so toFixed never falls back to exponent form.
  const m = DECIMAL.exec(minimum.toFixed(9))
  if (!a || !m) return false
  const places = Math.max(a[2]?.length ?? 0, m[2]?.length ?? 0)
  const scaled = (whole: string, fraction = '') => BigInt(whole + fraction.padEnd(places, '0'))
  return scaled(a[1]!, a[2]) >= scaled(m[1]!, m[2])
}

/** Whether the server grants holder benefits: a balance read from the chain, at least HOLDER_MINIMUM. */
export const isHolder = (balance: Balance) =>
  balance.status === 'ok' && balance.amount !== null && reachesMinimum(balance.amount, HOLDER_MINIMUM)

export function toLinkedWallet(link: { address: string; verifiedAt: Date }, balance: Balance): LinkedWallet {
  return {
    address: link.address,
    verified_at: link.verifiedAt.toISOString(),
    balance,
    holder: isHolder(balance),
  }
}

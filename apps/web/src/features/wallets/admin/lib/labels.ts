import type { AdminWalletRow } from '@rdo/contracts/wallets'
import { shortAddress } from '@rdo/contracts/wallet-messages'

/** The success text after tracking an address (the wallet texts have none for it). */
export const WALLET_TRACKED = 'Wallet added'
/** The fallback when removing a tracked address fails without a reason from the server. */
export const WALLET_REMOVE_FAILED = 'Failed to remove wallet'

/** Where an address is looked up on the chain. */
export const solscanAccountUrl = (address: string) =>
  `https://solscan.io/account/${encodeURIComponent(address)}`

/** The copy button's accessible name: 'Copy 7xKX…gAsU'. */
export const copyAddressLabel = (address: string) => `Copy ${shortAddress(address)}`

/** Who a wallet belongs to, as the User column shows it; a tracked address has no account. */
export function walletOwner(row: Pick<AdminWalletRow, 'user'>) {
  const user = row.user
  if (!user) return { tracked: true as const, title: 'Tracked address' }
  return {
    tracked: false as const,
    title: user.name.trim() || 'Unnamed User',
    email: user.email,
    username: user.username ? `@${user.username}` : null,
    href: `/admin/users/${encodeURIComponent(user.id)}`,
  }
}

/** Wallet and token texts and limits: zod-free, so pages can import them without the schemas. */

export const WALLET_MESSAGES = {
  connectFailed: 'Failed to connect wallet',
  connected: 'Wallet connected successfully',
  verified: 'Wallet connected and verified successfully',
  disconnected: 'Wallet disconnected',
  disconnectFailed: 'Failed to disconnect wallet',
  alreadyAdded: 'Wallet already added',
  addFailed: 'Failed to add wallet',
  removed: 'Wallet removed successfully',
  balanceUpdated: 'Balance updated successfully',
  balanceUpdateFailed: 'Failed to update balance',
  refreshFailed: 'Failed to refresh balance',
  loadWalletsFailed: 'Failed to load wallets',
  loadWalletFailed: 'Failed to load wallet data',
  copyFailed: 'Failed to copy address',
  copied: 'Wallet address copied to clipboard',
  notInstalled: 'Phantom wallet is not installed',
  notConnected: 'Phantom wallet is not connected',
  noConnection: 'Solana connection not available',
  noWallets: 'No wallets found',
  addressInvalid: 'Please enter a valid Solana wallet address',
  // Verification (server answers)
  nonceInvalid: 'This sign-in request has expired or was already used. Please try again.',
  messageInvalid: 'The signed message is not the one this shop asked for',
  signatureInvalid: 'The signature does not match this wallet',
  linkedElsewhere: 'Wallet already added',
  notLinked: 'No wallet is linked to your account',
  linkedWalletRemove: 'A linked wallet is removed by its owner from their dashboard',
  walletNotFound: 'Wallet not found',
  // Balances
  balanceUnavailable: 'Balance unavailable',
  notConfigured: 'Token balances are not available: the shop has no Solana connection configured',
  // Token page
  contractCopied: 'Contract address copied!',
} as const

/** Holders of at least this many $RDO see the dashboard's benefits panel. */
export const HOLDER_MINIMUM = 100
/** The token gate's default minimum, in $RDO. */
export const TOKEN_GATE_DEFAULT_MINIMUM = 1
/** A sign-in request (nonce) is valid this long. */
export const WALLET_NONCE_TTL_SECONDS = 300
/** A balance read from the chain is reused this long before reading again. */
export const BALANCE_CACHE_SECONDS = 30
export const ADMIN_WALLETS_PAGE_SIZE = 25

/** "7xKX…gAsU" */
export const shortAddress = (address: string) =>
  address.length > 10 ? `${address.slice(0, 4)}…${address.slice(-4)}` : address

/** Query keys of the wallet screen; everything sits under the admin area's ['admin']. */
export const walletAdminKeys = {
  all: ['admin', 'wallets'] as const,
  /** Every page of the wallet list, whatever its search. */
  lists: ['admin', 'wallets', 'list'] as const,
  list: (query: object) => ['admin', 'wallets', 'list', query] as const,
}

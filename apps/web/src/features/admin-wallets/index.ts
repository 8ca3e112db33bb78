/** The wallet screen loads through ./pages; other features reach its query keys from here. */
export { walletAdminKeys } from './api/wallet-admin-keys'

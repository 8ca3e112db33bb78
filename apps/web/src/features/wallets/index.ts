/** The Solana wallet and the $RDO token as the rest of the app may use them. */
export { WalletCard } from './components/wallet-card'
export { HolderBenefitsPanel } from './components/holder-benefits-panel'
export { TokenGate } from './components/token-gate'
export { useWallet } from './api/get-wallet'
export { getTokenInfoQueryOptions, useTokenInfo } from './api/get-token-info'

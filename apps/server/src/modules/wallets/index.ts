/** What other modules may use of the wallets module. */
export {
  balanceOf,
  balancesConfigured,
  readChainBalance,
  SOLANA_RPC_DEFAULT_TIMEOUT_MS,
  toBalance,
} from './balance.ts'
export { isHolder, reachesMinimum } from './wallet-dto.ts'
export { tokenGate } from './token.service.ts'
export { walletOf } from './wallet-link.service.ts'

import { createBalanceReads } from './balance.ts'

/** What the wallets module keeps while an app runs (`ctx.runtimes.wallets`): the chain reads under way. */
export function startWalletsRuntime() {
  return { balanceReads: createBalanceReads() }
}

export type WalletsRuntime = ReturnType<typeof startWalletsRuntime>

declare module '../../types.ts' {
  interface ModuleRuntimes {
    wallets: WalletsRuntime
  }
}

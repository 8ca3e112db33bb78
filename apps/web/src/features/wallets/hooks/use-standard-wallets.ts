import { useSyncExternalStore } from 'react'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { isSigningWallet, type SigningWallet } from '../lib/standard-wallets'

const NONE: readonly SigningWallet[] = []
let source: readonly Wallet[] | null = null
let signing: readonly SigningWallet[] = NONE

/** The registry hands out the same array until a wallet comes or goes; so does this filter of it. */
function snapshot(): readonly SigningWallet[] {
  const all = getWallets().get()
  if (all !== source) {
    source = all
    signing = all.filter(isSigningWallet)
  }
  return signing
}

function subscribe(onChange: () => void) {
  const wallets = getWallets()
  const offs = [wallets.on('register', onChange), wallets.on('unregister', onChange)]
  return () => offs.forEach((off) => off())
}

/**
 * The browser wallets (Wallet Standard) that can link to the shop, kept current as extensions
 * register or leave. Asking the registry the first time tells installed wallets the page is ready.
 */
export function useStandardWallets(): readonly SigningWallet[] {
  return useSyncExternalStore(subscribe, snapshot, () => NONE)
}

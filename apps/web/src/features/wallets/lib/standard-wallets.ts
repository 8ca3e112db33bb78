import { SolanaSignMessage, type SolanaSignMessageFeature } from '@solana/wallet-standard-features'
import type { Wallet } from '@wallet-standard/base'
import {
  StandardConnect,
  StandardDisconnect,
  type StandardConnectFeature,
  type StandardDisconnectFeature,
} from '@wallet-standard/features'
import type { WalletNonceResponse, WalletResponse } from '@rdo/contracts'
import { bytesToBase64, messageBytes } from './message-bytes'
import { WalletAccountMissingError } from './wallet-state'

/** A browser wallet that can link to the shop: it speaks Solana, connects and signs messages. */
export type SigningWallet = Wallet & {
  readonly features: StandardConnectFeature & SolanaSignMessageFeature
}

export function isSigningWallet(wallet: Wallet): wallet is SigningWallet {
  return (
    wallet.chains.some((chain) => chain.startsWith('solana:')) &&
    StandardConnect in wallet.features &&
    SolanaSignMessage in wallet.features
  )
}

/** The server's two steps of a wallet link, passed in so the flow can be run against stand-ins. */
export interface LinkSteps {
  requestNonce: (address: string) => Promise<WalletNonceResponse>
  verify: (body: { address: string; message: string; signature: string }) => Promise<WalletResponse>
}

/**
 * Connect, ask the server for a sign-in message for the wallet's first account, have the wallet sign
 * those exact bytes, and hand the signature back for the server to check. Nothing is linked unless the
 * server verifies it.
 */
export async function linkWithWallet(wallet: SigningWallet, steps: LinkSteps): Promise<WalletResponse> {
  const { accounts } = await wallet.features[StandardConnect].connect()
  const account = accounts[0] ?? wallet.accounts[0]
  if (!account) throw new WalletAccountMissingError()
  const { message } = await steps.requestNonce(account.address)
  const [signed] = await wallet.features[SolanaSignMessage].signMessage({
    account,
    message: messageBytes(message),
  })
  if (!signed) throw new Error('The wallet returned no signature')
  return steps.verify({ address: account.address, message, signature: bytesToBase64(signed.signature) })
}

/**
 * After unlinking, let go of the wallet too, where it holds the address and can disconnect. The link
 * is already gone on the server; a wallet that fails to disconnect changes nothing for the shop.
 */
export async function disconnectWallets(wallets: readonly Wallet[], address: string): Promise<void> {
  const holding = wallets.filter(
    (wallet) =>
      StandardDisconnect in wallet.features && wallet.accounts.some((account) => account.address === address),
  )
  await Promise.allSettled(
    holding.map((wallet) => (wallet.features as StandardDisconnectFeature)[StandardDisconnect].disconnect()),
  )
}

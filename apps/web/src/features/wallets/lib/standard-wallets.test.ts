import { webcrypto } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { WalletResponse } from '@rdo/contracts'
import { disconnectWallets, isSigningWallet, linkWithWallet, type SigningWallet } from './standard-wallets'
import { WalletAccountMissingError } from './wallet-state'

const { subtle } = webcrypto
const ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
const MESSAGE = `shop.test wants you to sign in with your Solana account:\n${ADDRESS}\n\nLink this wallet to your RDO Shop account.\n\nNonce: n1`
const linked: WalletResponse = {
  wallet: {
    address: ADDRESS,
    verified_at: '2025-01-01T00:00:00.000Z',
    balance: { status: 'ok', amount: '150', updated_at: '2025-01-01T00:00:00.000Z' },
    holder: true,
  },
}

function account(address = ADDRESS): WalletAccount {
  return { address, publicKey: new Uint8Array(32), chains: ['solana:mainnet'], features: [] }
}

interface FakeWallet {
  chains?: string[]
  features?: string[]
  accounts?: WalletAccount[]
  connected?: WalletAccount[]
  sign?: (message: Uint8Array) => Promise<Uint8Array>
  disconnect?: () => Promise<void>
}

function fakeWallet({
  chains = ['solana:mainnet'],
  features = ['standard:connect', 'standard:disconnect', 'solana:signMessage'],
  accounts = [],
  connected = [account()],
  sign = async () => new Uint8Array(64),
  disconnect = async () => {},
}: FakeWallet = {}): SigningWallet {
  const all: Record<string, unknown> = {
    'standard:connect': { version: '1.0.0', connect: vi.fn(async () => ({ accounts: connected })) },
    'standard:disconnect': { version: '1.0.0', disconnect: vi.fn(disconnect) },
    'solana:signMessage': {
      version: '1.0.0',
      signMessage: vi.fn(async (...inputs: { message: Uint8Array }[]) =>
        Promise.all(
          inputs.map(async ({ message }) => ({ signedMessage: message, signature: await sign(message) })),
        ),
      ),
    },
  }
  return {
    version: '1.0.0',
    name: 'Test Wallet',
    icon: 'data:image/svg+xml;base64,AA==',
    chains: chains as Wallet['chains'],
    accounts,
    features: Object.fromEntries(features.map((name) => [name, all[name]])),
  } as unknown as SigningWallet
}

describe('isSigningWallet', () => {
  it('keeps Solana wallets that connect and sign messages', () => {
    expect(isSigningWallet(fakeWallet())).toBe(true)
    expect(isSigningWallet(fakeWallet({ chains: ['solana:devnet'] }))).toBe(true)
  })

  it('leaves out other chains and wallets missing either feature', () => {
    expect(isSigningWallet(fakeWallet({ chains: ['ethereum:1'] }))).toBe(false)
    expect(isSigningWallet(fakeWallet({ features: ['standard:connect'] }))).toBe(false)
    expect(isSigningWallet(fakeWallet({ features: ['solana:signMessage'] }))).toBe(false)
  })
})

describe('linkWithWallet', () => {
  it("signs the server's exact message with the account's key and sends the signature in base64", async () => {
    const keys = (await subtle.generateKey('Ed25519', true, ['sign', 'verify'])) as CryptoKeyPair
    const wallet = fakeWallet({
      sign: async (message) => new Uint8Array(await subtle.sign('Ed25519', keys.privateKey, message)),
    })
    const requestNonce = vi.fn(async () => ({ message: MESSAGE, nonce: 'n1', expires_at: '' }))
    const verify = vi.fn(async () => linked)

    await expect(linkWithWallet(wallet, { requestNonce, verify })).resolves.toBe(linked)

    expect(requestNonce).toHaveBeenCalledWith(ADDRESS)
    const [body] = verify.mock.calls[0] as unknown as [
      { address: string; message: string; signature: string },
    ]
    expect(body.address).toBe(ADDRESS)
    expect(body.message).toBe(MESSAGE)
    const signature = Buffer.from(body.signature, 'base64')
    expect(signature).toHaveLength(64)
    const bytes = new TextEncoder().encode(MESSAGE)
    expect(await subtle.verify('Ed25519', keys.publicKey, signature, bytes)).toBe(true)
  })

  it('stops before asking the server when the wallet gives no account', async () => {
    const requestNonce = vi.fn()
    const verify = vi.fn()
    await expect(
      linkWithWallet(fakeWallet({ connected: [] }), { requestNonce, verify }),
    ).rejects.toBeInstanceOf(WalletAccountMissingError)
    expect(requestNonce).not.toHaveBeenCalled()
  })

  it('links nothing when the person refuses to sign', async () => {
    const wallet = fakeWallet({ sign: () => Promise.reject(new Error('User rejected the request.')) })
    const verify = vi.fn()
    await expect(
      linkWithWallet(wallet, {
        requestNonce: async () => ({ message: MESSAGE, nonce: 'n1', expires_at: '' }),
        verify,
      }),
    ).rejects.toThrow('User rejected')
    expect(verify).not.toHaveBeenCalled()
  })
})

describe('disconnectWallets', () => {
  it('disconnects the wallets holding the address and shrugs off one that fails', async () => {
    const holding = fakeWallet({ accounts: [account()], disconnect: () => Promise.reject(new Error('gone')) })
    const other = fakeWallet({ accounts: [account('Other1111111111111111111111111111111')] })
    const plain = fakeWallet({ accounts: [account()], features: ['standard:connect', 'solana:signMessage'] })

    await expect(disconnectWallets([holding, other, plain], ADDRESS)).resolves.toBeUndefined()

    const disconnectOf = (wallet: SigningWallet) =>
      (wallet.features as unknown as Record<string, { disconnect: () => void }>)['standard:disconnect']!
        .disconnect
    expect(disconnectOf(holding)).toHaveBeenCalledOnce()
    expect(disconnectOf(other)).not.toHaveBeenCalled()
    expect(plain.features).not.toHaveProperty('standard:disconnect')
  })
})

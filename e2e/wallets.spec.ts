import crypto from 'node:crypto'
import { getBase58Decoder } from '@solana/kit'
import { createVerifiedUser, toast } from './accounts'
import {
  apiSignIn,
  DEMO,
  expect,
  labelShown,
  labelTiming,
  recordLabelChanges,
  SOLANA_STAND_IN_URL,
  test,
  waitForApp,
} from './fixtures'

/** A real ed25519 key pair; its Solana address is the base58 of the raw public key. */
function testKey() {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('ed25519')
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32)
  return { address: getBase58Decoder().decode(raw), publicKey: [...raw], privateKey }
}

async function controlChain(body: Record<string, unknown>) {
  const res = await fetch(`${SOLANA_STAND_IN_URL}/__control`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(res.ok).toBeTruthy()
}

const setChainBalance = (address: string, amount: string) => controlChain({ address, amount })

test('a wallet is linked by signing, its $RDO balance unlocks the holder panel, and it disconnects', async ({
  page,
  browser,
  outbox,
  freshEmail,
}) => {
  test.setTimeout(120_000)
  const key = testKey()
  await setChainBalance(key.address, '150')

  // A Wallet Standard wallet in the page, signing with the test key (in the test process).
  await page.exposeFunction('__testWalletSign', (bytes: number[]) => [
    ...crypto.sign(null, Buffer.from(bytes), key.privateKey),
  ])
  await page.addInitScript(
    ({ address, publicKey }) => {
      const account = {
        address,
        publicKey: new Uint8Array(publicKey),
        chains: ['solana:mainnet'],
        features: ['solana:signMessage'],
      }
      let connected = false
      const wallet = {
        version: '1.0.0',
        name: 'Test Wallet',
        icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4=',
        chains: ['solana:mainnet'],
        get accounts() {
          return connected ? [account] : []
        },
        features: {
          'standard:connect': {
            version: '1.0.0',
            connect: async () => {
              connected = true
              return { accounts: [account] }
            },
          },
          'standard:disconnect': {
            version: '1.0.0',
            disconnect: async () => {
              connected = false
            },
          },
          'standard:events': { version: '1.0.0', on: () => () => {} },
          'solana:signMessage': {
            version: '1.0.0',
            signMessage: async (...inputs: { message: Uint8Array }[]) =>
              Promise.all(
                inputs.map(async (input) => {
                  const sign = (window as unknown as { __testWalletSign: (b: number[]) => Promise<number[]> })
                    .__testWalletSign
                  return {
                    signedMessage: input.message,
                    signature: new Uint8Array(await sign([...input.message])),
                  }
                }),
              ),
          },
        },
      }
      const register = (api: { register: (w: unknown) => void }) => api.register(wallet)
      window.addEventListener('wallet-standard:app-ready', (event) => register((event as CustomEvent).detail))
      window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }))
    },
    { address: key.address, publicKey: key.publicKey },
  )

  const member = await createVerifiedUser(page.request, outbox, {
    email: freshEmail,
    fullName: 'Wally Wallet',
  })
  await apiSignIn(page.request, member.email, member.password)
  await page.goto('/dashboard')
  await waitForApp(page)
  await page.getByRole('tab', { name: 'Wallet' }).click()
  const section = page
    .locator('section, div')
    .filter({ has: page.getByRole('heading', { name: 'Solana wallet' }) })
    .last()
  await page.getByRole('button', { name: 'Connect Test Wallet' }).click()
  await expect(toast(page, 'Wallet connected and verified successfully')).toBeVisible({ timeout: 20_000 })
  await expect(section.getByText('150.00 $RDO')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Holder benefits' })).toBeVisible()

  // Below the holder minimum, the panel goes.
  await setChainBalance(key.address, '50')
  await page.getByRole('button', { name: 'Refresh balance' }).click()
  await expect(section.getByText('50.00 $RDO')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Holder benefits' })).toHaveCount(0)

  // The admin reads the chain again after it changed.
  await setChainBalance(key.address, '300')
  const adminContext = await browser.newContext()
  const admin = await adminContext.newPage()
  await apiSignIn(admin.request, DEMO.admin.email, DEMO.admin.password, 'admin')
  await admin.goto(`/admin/wallets?q=${key.address}`)
  await waitForApp(admin)
  const row = admin.getByRole('row').filter({ hasText: member.email })
  await expect(row).toContainText('50.00')
  await row.getByRole('button', { name: 'Refresh balance' }).click()
  await expect(row).toContainText('300.00')

  // The admin copies the address: the check mark stays 3 seconds.
  await adminContext.grantPermissions(['clipboard-read', 'clipboard-write'])
  const short = `${key.address.slice(0, 4)}…${key.address.slice(-4)}`
  await recordLabelChanges(admin)
  await row.getByRole('button', { name: `Copy ${short}` }).click()
  await labelShown(admin, `Copied ${short}`)
  await expect(toast(admin, 'Wallet address copied to clipboard')).toBeVisible()
  await expect(row.getByRole('button', { name: `Copy ${short}` })).toBeVisible({ timeout: 6_000 })
  const timing = await labelTiming(admin, `Copied ${short}`)
  expect(timing?.sinceClick).toBeGreaterThanOrEqual(3_000)
  expect(timing?.shown).toBeLessThan(3_800)

  // The chain cannot be reached: the wallet section and the back office say so, with no number.
  await controlChain({ mode: 'fail' })
  try {
    await page.getByRole('button', { name: 'Refresh balance' }).click()
    await expect(toast(page, 'Solana connection not available')).toBeVisible()
    await expect(section.getByText('Solana connection not available', { exact: true })).toBeVisible()
    await expect(section.getByText('300.00 $RDO')).toHaveCount(0)
    await row.getByRole('button', { name: 'Refresh balance' }).click()
    await expect(toast(admin, 'Failed to update balance')).toBeVisible()
    await expect(row).toContainText('Solana connection not available')
    await expect(row).not.toContainText('300.00')
  } finally {
    await controlChain({ mode: 'ok' })
  }
  await page.getByRole('button', { name: 'Refresh balance' }).click()
  await expect(section.getByText('300.00 $RDO')).toBeVisible()

  // Disconnecting unlinks the wallet.
  await page.getByRole('button', { name: 'Disconnect wallet' }).click()
  await expect(toast(page, 'Wallet disconnected')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Connect Test Wallet' })).toBeVisible()
  const after = (await (await page.request.get('/api/wallet')).json()) as { wallet: unknown }
  expect(after.wallet).toBeNull()
})

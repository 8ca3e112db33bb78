import { useRef } from 'react'
import { toast } from 'sonner'
import { WALLET_MESSAGES as M } from '@rdo/contracts/wallet-messages'
import { Button } from '@/components/ui/button'
import { useLinkWallet } from '../api/link-wallet'
import type { SigningWallet } from '../lib/standard-wallets'
import { connectErrorMessage } from '../lib/wallet-state'

/** One button per browser wallet: connect, sign the shop's message, and link once the server agrees. */
export function ConnectWalletButtons({ wallets }: { wallets: readonly SigningWallet[] }) {
  const link = useLinkWallet()
  // A second click before React re-renders the disabled buttons must not open a second signing request.
  const started = useRef(false)

  const connect = (wallet: SigningWallet) => {
    if (started.current) return
    started.current = true
    link.mutate(wallet, {
      onSuccess: () => toast.success(M.verified),
      onError: (error) => toast.error(connectErrorMessage(error)),
      onSettled: () => {
        started.current = false
      },
    })
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-prose text-sm text-muted-foreground">
        Linking asks your wallet to sign a short message that proves the address is yours. Signing is free: it
        sends no transaction and cannot move your funds.
      </p>
      <ul className="flex flex-wrap gap-3">
        {wallets.map((wallet, index) => {
          const pending = link.isPending && link.variables === wallet
          return (
            <li key={`${wallet.name}-${index}`}>
              <Button onClick={() => connect(wallet)} loading={pending} disabled={link.isPending}>
                {!pending && (
                  <img src={wallet.icon} alt="" width={20} height={20} className="size-5 rounded" />
                )}
                Connect {wallet.name}
              </Button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

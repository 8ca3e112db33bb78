import { Copy, ExternalLink, RefreshCw, Unlink } from 'lucide-react'
import { toast } from 'sonner'
import type { LinkedWallet } from '@rdo/contracts'
import { WALLET_MESSAGES as M, shortAddress } from '@rdo/contracts/wallet-messages'
import type { Wallet } from '@wallet-standard/base'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/api-client'
import { useRefreshWallet } from '../api/refresh-wallet'
import { useUnlinkWallet } from '../api/unlink-wallet'
import { WalletBalance } from './wallet-balance'

interface LinkedWalletDetailsProps {
  wallet: LinkedWallet
  /** Browser wallets on this page, so disconnecting also lets go of the one holding the address. */
  browserWallets: readonly Wallet[]
}

export function LinkedWalletDetails({ wallet, browserWallets }: LinkedWalletDetailsProps) {
  const refresh = useRefreshWallet()
  const unlink = useUnlinkWallet()
  const busy = refresh.isPending || unlink.isPending

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(wallet.address)
      toast.success(M.copied)
    } catch {
      toast.error(M.copyFailed)
    }
  }

  const refreshBalance = () => {
    if (busy) return
    refresh.mutate(undefined, {
      onSuccess: ({ wallet: fresh }) => {
        if (fresh?.balance.status === 'ok') toast.success(M.balanceUpdated)
        else toast.error(fresh?.balance.status === 'unreachable' ? M.noConnection : M.refreshFailed)
      },
      onError: (error) => toast.error(errorMessage(error, M.refreshFailed)),
    })
  }

  const disconnect = () => {
    if (busy) return
    // The outcome's toast comes from the mutation itself: this card is gone once the wallet is unlinked.
    unlink.mutate({ address: wallet.address, wallets: browserWallets })
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Address</span>
        <code className="rounded-md bg-muted px-2 py-1 font-mono text-sm" title={wallet.address}>
          {shortAddress(wallet.address)}
        </code>
        <Button variant="ghost" size="icon-sm" onClick={copy} aria-label="Copy wallet address">
          <Copy aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon-sm" asChild>
          <a
            href={`https://solscan.io/account/${wallet.address}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="View wallet on Solscan (opens in a new tab)"
          >
            <ExternalLink aria-hidden="true" />
          </a>
        </Button>
      </div>

      <WalletBalance balance={wallet.balance} />

      <div className="flex flex-wrap gap-3">
        {wallet.balance.status !== 'not_configured' && (
          <Button variant="outline" onClick={refreshBalance} loading={refresh.isPending} disabled={busy}>
            {!refresh.isPending && <RefreshCw aria-hidden="true" />}
            Refresh balance
          </Button>
        )}
        <Button variant="ghost" onClick={disconnect} loading={unlink.isPending} disabled={busy}>
          {!unlink.isPending && <Unlink aria-hidden="true" />}
          Disconnect wallet
        </Button>
      </div>
    </div>
  )
}

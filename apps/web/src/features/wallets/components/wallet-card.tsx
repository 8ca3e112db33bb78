import { ExternalLink, RotateCw, Wallet } from 'lucide-react'
import { WALLET_MESSAGES as M } from '@rdo/contracts/wallet-messages'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { formatDate } from '@/lib/format'
import { useWallet } from '../api/get-wallet'
import { useStandardWallets } from '../hooks/use-standard-wallets'
import { ConnectWalletButtons } from './connect-wallet-buttons'
import { LinkedWalletDetails } from './linked-wallet-details'

const PHANTOM_URL = 'https://phantom.app'

/**
 * The account's Solana wallet: the linked one with its balance (the link lives on the server, so it
 * shows without any extension), else a button per browser wallet, else the way to install Phantom.
 */
export function WalletCard() {
  const query = useWallet()
  const browserWallets = useStandardWallets()
  const linked = query.data?.wallet ?? null

  const subtitle = linked
    ? `Linked and verified on ${formatDate(linked.verified_at)}`
    : browserWallets.length > 0
      ? 'Link a wallet to see your $RDO balance and holder benefits.'
      : M.notInstalled

  return (
    <section
      aria-labelledby="solana-wallet-title"
      className="flex flex-col gap-6 rounded-[12px] border bg-card p-6 text-card-foreground"
    >
      <header className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-gradient text-ink">
          <Wallet className="size-5" aria-hidden="true" />
        </span>
        <hgroup className="min-w-0">
          <h3 id="solana-wallet-title" className="text-lg leading-tight font-semibold">
            Solana wallet
          </h3>
          {!query.isLoading && !query.isError && <p className="text-sm text-muted-foreground">{subtitle}</p>}
        </hgroup>
      </header>

      {query.isLoading ? (
        <WalletCardSkeleton />
      ) : query.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <span className="text-danger">{M.loadWalletFailed}</span>
          <Button variant="outline" size="sm" onClick={() => query.refetch()} loading={query.isFetching}>
            <RotateCw aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : linked ? (
        <LinkedWalletDetails wallet={linked} browserWallets={browserWallets} />
      ) : browserWallets.length > 0 ? (
        <ConnectWalletButtons wallets={browserWallets} />
      ) : (
        <InstallPhantom />
      )}
    </section>
  )
}

function WalletCardSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Loading your wallet</span>
      <Skeleton className="h-5 w-48" />
      <Skeleton className="h-9 w-56" />
      <Skeleton className="h-10 w-72 max-w-full" />
    </div>
  )
}

function InstallPhantom() {
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="max-w-prose text-sm text-muted-foreground">
        Install the Phantom browser extension (or another Solana wallet) to hold $RDO and unlock holder
        benefits, then come back here.
      </p>
      <Button asChild>
        <a href={PHANTOM_URL} target="_blank" rel="noopener noreferrer">
          Install Phantom
          <ExternalLink aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </Button>
    </div>
  )
}

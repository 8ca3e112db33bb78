import { useSyncExternalStore } from 'react'
import { ExternalLink, Wallet } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'

const PHANTOM_URL = 'https://phantom.app'

// The extension injects window.phantom before the page's scripts run; no need to watch for changes.
const noop = () => () => {}
const hasPhantom = () =>
  (window as { phantom?: { solana?: { isPhantom?: boolean } } }).phantom?.solana?.isPhantom === true

export function WalletSection() {
  const detected = useSyncExternalStore(noop, hasPhantom, () => false)
  return (
    <Card className="p-6">
      <div className="mb-4 flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-full bg-brand-gradient text-ink">
          <Wallet className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h3 className="text-lg leading-tight font-semibold">Solana wallet</h3>
          <p className="text-sm text-muted-foreground">
            {detected ? 'Phantom wallet detected in this browser.' : 'Phantom wallet is not installed'}
          </p>
        </div>
      </div>
      {detected ? (
        <p className="max-w-prose text-sm text-muted-foreground">
          Linking your wallet to your RDO account, with $RDO balances and holder benefits, arrives with the
          wallet feature. Nothing is read from your wallet yet.
        </p>
      ) : (
        <div className="flex flex-col items-start gap-3">
          <p className="max-w-prose text-sm text-muted-foreground">
            Install the Phantom browser extension to hold $RDO and unlock holder benefits, then come back
            here.
          </p>
          <Button asChild>
            <a href={PHANTOM_URL} target="_blank" rel="noopener noreferrer">
              Install Phantom
              <ExternalLink aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Button>
        </div>
      )}
    </Card>
  )
}

import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Lock, RotateCw, Wallet } from 'lucide-react'
import { DASHBOARD_SECTION_KEY } from '@rdo/contracts'
import { TOKEN_GATE_DEFAULT_MINIMUM, WALLET_MESSAGES as M } from '@rdo/contracts/wallet-messages'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { useTokenGate } from '../api/get-token-gate'
import { gateView, type GateView } from '../lib/wallet-state'

interface TokenGateProps {
  /** $RDO the signed-in person's linked wallet must hold. */
  minimum?: number
  children: ReactNode
  /** What is locked, in a sentence or two: shown in every state short of access. */
  fallback?: ReactNode
  className?: string
}

/**
 * Shows its children only when the server says the linked wallet holds at least `minimum` $RDO (the
 * balance it read from the chain, never one the browser reports). Otherwise it says what is missing,
 * with the way to get there and a link to the token page.
 */
export function TokenGate({
  minimum = TOKEN_GATE_DEFAULT_MINIMUM,
  children,
  fallback,
  className,
}: TokenGateProps) {
  const gate = useTokenGate(minimum)
  const view = gateView(gate.data, { failed: gate.isError, minimum })

  if (view.kind === 'granted') return <>{children}</>
  if (view.kind === 'loading') {
    return (
      <div role="status" className={className}>
        <span className="sr-only">Checking your $RDO balance</span>
        <Skeleton className="h-40 w-full rounded-[12px]" />
      </div>
    )
  }
  return (
    <div className={cn('rounded-[12px] border border-dashed bg-card p-6 text-card-foreground', className)}>
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted">
          <Lock className="size-4 text-primary" aria-hidden="true" />
        </span>
        <div className="flex min-w-0 flex-col gap-3">
          <LockedReason view={view} />
          {fallback && <div className="text-sm text-muted-foreground">{fallback}</div>}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            {view.kind === 'not_connected' && <ConnectWalletLink />}
            {view.kind === 'unavailable' && (
              <Button variant="outline" size="sm" onClick={() => gate.refetch()} loading={gate.isFetching}>
                <RotateCw aria-hidden="true" />
                Try again
              </Button>
            )}
            <Link to="/token" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
              Get $RDO
            </Link>
          </div>
        </div>
      </div>
    </div>
  )
}

function LockedReason({ view }: { view: Exclude<GateView, { kind: 'granted' | 'loading' }> }) {
  switch (view.kind) {
    case 'not_connected':
      return <p className="font-medium">For wallets holding at least {view.minimum} $RDO.</p>
    case 'insufficient':
      return (
        <p className="font-medium">
          This needs {view.minimum} $RDO.{' '}
          {view.balance === null
            ? 'Your linked wallet holds less.'
            : `Your linked wallet holds ${view.balance} $RDO.`}
        </p>
      )
    case 'unavailable':
      return (
        <p>
          <span className="font-medium text-warning">{M.balanceUnavailable}</span>
          <span className="block text-sm text-muted-foreground">
            Your $RDO balance could not be read just now, so this stays locked for the moment.
          </span>
        </p>
      )
  }
}

/** The dashboard opens on the section stored under its key (it forgets it once shown). */
function ConnectWalletLink() {
  const rememberSection = () => {
    try {
      localStorage.setItem(DASHBOARD_SECTION_KEY, 'wallet')
    } catch {
      // Storage refused (private mode): the dashboard opens on its first section instead.
    }
  }
  return (
    <Button asChild size="sm">
      <Link to="/dashboard" onClick={rememberSection}>
        <Wallet aria-hidden="true" />
        Connect a wallet on your dashboard
      </Link>
    </Button>
  )
}

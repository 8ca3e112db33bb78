import type { Balance } from '@rdo/contracts'
import { WALLET_MESSAGES as M } from '@rdo/contracts/wallet-messages'
import { formatDateTime, formatRelative } from '@/lib/format'
import { useNow } from '../hooks/use-now'
import { balanceView } from '../lib/wallet-state'

/** The linked wallet's $RDO as the server last read it from the chain, or why there is no figure. */
export function WalletBalance({ balance }: { balance: Balance }) {
  const now = useNow()
  const view = balanceView(balance)
  return (
    <div className="flex flex-col gap-1" aria-live="polite">
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">$RDO balance</p>
      {view.kind === 'ok' && (
        <>
          <p className="font-mono text-3xl font-bold tracking-tight break-all">{view.amount} $RDO</p>
          {view.updatedAt && (
            <p className="text-sm text-muted-foreground">
              updated{' '}
              <time dateTime={view.updatedAt} title={formatDateTime(view.updatedAt)}>
                {formatRelative(view.updatedAt, now)}
              </time>
            </p>
          )}
        </>
      )}
      {view.kind === 'unreachable' && (
        <>
          <p className="text-xl font-semibold text-warning">{M.noConnection}</p>
          <p className="text-sm text-muted-foreground">
            The shop could not reach Solana to read the balance. Refresh to try again.
          </p>
        </>
      )}
      {view.kind === 'unavailable' && (
        <>
          <p className="text-xl font-semibold text-warning">{M.balanceUnavailable}</p>
          <p className="text-sm text-muted-foreground">
            The balance could not be read from Solana. Refresh to try again.
          </p>
        </>
      )}
      {view.kind === 'not_configured' && <p className="text-sm text-muted-foreground">{M.notConfigured}</p>}
    </div>
  )
}

import { useState } from 'react'
import { Link } from 'react-router'
import { RefreshCw, Trash2, UserRound } from 'lucide-react'
import { toast } from 'sonner'
import type { AdminWalletRow } from '@rdo/contracts/wallets'
import { WALLET_MESSAGES as M, shortAddress } from '@rdo/contracts/wallet-messages'
import { ConfirmDialog } from '@/components/admin/confirm-dialog'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/api-client'
import { useRefreshWalletBalance } from '../api/refresh-wallet-balance'
import { useRemoveWallet } from '../api/remove-wallet'
import { refreshOutcome } from '../lib/balance'
import { WALLET_REMOVE_FAILED, walletOwner } from '../lib/labels'
import { addressCellId } from './wallet-cells'

/**
 * A row's actions: read the balance again, open the account behind a linked wallet, or stop tracking an
 * address no account linked. Each button is described by the row's address for screen readers.
 */
export function WalletActions({ row }: { row: AdminWalletRow }) {
  const [confirming, setConfirming] = useState(false)
  const describedBy = addressCellId(row)
  const owner = walletOwner(row)
  const refresh = useRefreshWalletBalance({
    onSuccess: (wallet) => {
      const outcome = refreshOutcome(wallet.balance)
      if (outcome.ok) toast.success(outcome.message)
      else toast.error(outcome.message)
    },
    onError: (error) => toast.error(errorMessage(error, M.balanceUpdateFailed)),
  })
  const remove = useRemoveWallet({
    onSuccess: () => {
      setConfirming(false)
      toast.success(M.removed)
    },
    onError: (error) => {
      setConfirming(false)
      toast.error(errorMessage(error, WALLET_REMOVE_FAILED))
    },
  })
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      <Button
        variant="outline"
        size="sm"
        aria-describedby={describedBy}
        loading={refresh.isPending}
        onClick={() => refresh.mutate(row.id)}
      >
        {!refresh.isPending && <RefreshCw aria-hidden="true" />}
        Refresh balance
      </Button>
      {!owner.tracked ? (
        <Button variant="ghost" size="sm" asChild>
          <Link to={owner.href} aria-describedby={describedBy}>
            <UserRound aria-hidden="true" />
            View User
          </Link>
        </Button>
      ) : (
        <Button
          variant="ghost"
          size="sm"
          className="text-danger"
          aria-describedby={describedBy}
          disabled={remove.isPending}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Stop tracking ${shortAddress(row.address)}?`}
        description="The address leaves the wallet list and its balance is no longer read. You can track it again at any time."
        confirmLabel="Remove wallet"
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate(row.id)}
      >
        <p className="font-mono text-sm break-all">{row.address}</p>
      </ConfirmDialog>
    </div>
  )
}

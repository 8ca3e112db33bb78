import { useMemo } from 'react'
import { Info, ShieldCheck } from 'lucide-react'
import type { AdminWalletRow } from '@rdo/contracts/wallets'
import { WALLET_MESSAGES as M } from '@rdo/contracts/wallet-messages'
import { DataTable, type ColumnDef } from '@/components/admin/data-table'
import { ListToolbar } from '@/components/admin/list-toolbar'
import { useListParams } from '@/components/admin/use-list-params'
import { useLoadErrorToast } from '@/lib/use-load-error-toast'
import { useAdminWallets, type WalletListQuery } from '../api/get-admin-wallets'
import { TrackWalletForm } from './track-wallet-form'
import { WalletActions } from './wallet-actions'
import { LastUpdated, WalletAddress, WalletBalance, WalletUser } from './wallet-cells'

const columns: ColumnDef<AdminWalletRow>[] = [
  { id: 'user', header: 'User', enableSorting: false, cell: ({ row }) => <WalletUser row={row.original} /> },
  {
    id: 'address',
    header: 'Wallet Address',
    enableSorting: false,
    cell: ({ row }) => <WalletAddress row={row.original} />,
  },
  {
    id: 'balance',
    header: 'Balance',
    enableSorting: false,
    cell: ({ row }) => <WalletBalance balance={row.original.balance} />,
  },
  {
    id: 'last_updated',
    header: 'Last Updated',
    enableSorting: true,
    cell: ({ row }) => <LastUpdated value={row.original.balance.updated_at} />,
  },
  {
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    enableSorting: false,
    cell: ({ row }) => <WalletActions row={row.original} />,
  },
]

/** /admin/wallets — linked and tracked Solana wallets with their $RDO balance read from the chain. */
export function AdminWalletsPage() {
  const { params, update } = useListParams({ sort: 'last_updated' })
  // The list has one order; whatever the address bar says, the server is asked for that one.
  const query = useMemo(() => {
    const q: WalletListQuery = {
      page: params.page,
      per_page: params.per_page,
      sort: 'last_updated',
      dir: params.dir,
    }
    if (params.q) q.q = params.q
    return q
  }, [params.page, params.per_page, params.dir, params.q])
  const list = useAdminWallets(query)
  useLoadErrorToast(list, M.loadWalletsFailed, { scope: 'admin-wallets' })
  const notConfigured = list.data?.items.some((row) => row.balance.status === 'not_configured') ?? false

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="font-display text-2xl font-bold tracking-tight">Wallets</h1>
        <p className="text-sm text-muted-foreground">
          Solana wallets linked by customers and addresses the back office tracks, with their $RDO balance
          read from the chain.
        </p>
      </div>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section
          aria-labelledby="wallet-tracking-heading"
          className="min-w-0 space-y-4 rounded-[12px] border bg-card p-5 text-card-foreground"
        >
          <div className="space-y-1">
            <h2 id="wallet-tracking-heading" className="font-display text-lg font-semibold">
              Wallet tracking
            </h2>
            <p className="text-sm text-muted-foreground">
              Follow the balance of an address no account has linked, such as a treasury or a partner payout
              wallet. It shows in the list below as a tracked address.
            </p>
          </div>
          <TrackWalletForm />
        </section>
        <aside
          aria-label="Before sending tokens"
          className="flex items-start gap-3 self-start rounded-[12px] border border-info/30 bg-info-soft p-5 text-sm text-info"
        >
          <ShieldCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>
            Verify every address with its owner before sending tokens to it, and send a small test amount
            first. Transfers on the chain cannot be reversed.
          </p>
        </aside>
      </div>

      <div className="space-y-4">
        <ListToolbar
          params={params}
          update={update}
          searchLabel="Search by address, email, name or username"
          onRefresh={() => void list.refetch()}
          isRefreshing={list.isFetching}
        />
        {notConfigured && (
          <p className="flex items-start gap-2 rounded-lg border px-3 py-2 text-sm text-muted-foreground">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{M.notConfigured}</span>
          </p>
        )}
        <DataTable
          label="Wallets"
          columns={columns}
          rows={list.data?.items}
          total={list.data?.total ?? 0}
          totalCapped={list.data?.total_capped ?? false}
          params={params}
          update={update}
          isLoading={list.isPending}
          isError={list.isError}
          errorText={M.loadWalletsFailed}
          emptyText={
            params.q
              ? `${M.noWallets}. Clear the search to see every wallet.`
              : `${M.noWallets}. Wallets appear here when a customer links one or you track an address.`
          }
          rowId={(row) => row.id}
        />
      </div>
    </div>
  )
}

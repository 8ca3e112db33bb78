import { useState } from 'react'
import { Plus } from 'lucide-react'
import { toast } from 'sonner'
import { SHIPPING_COUNTRIES, TAX_ADMIN_MESSAGES as M, type TaxRate } from '@rdo/contracts'
import { ConfirmDialog } from '@/components/admin/confirm-dialog'
import { editDeleteColumn } from '@/components/admin/crud-list-section'
import { DataTable, type ColumnDef } from '@/components/admin/data-table'
import type { ListParams } from '@/components/admin/use-list-params'
import { Button } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/native-select'
import { errorMessage } from '@/lib/api-client'
import { useDeleteTaxRate, useTaxRates } from '../api/tax-settings'
import { COUNTRY_NAMES, TaxRateDialog } from './tax-rate-dialog'

const placeId = (r: TaxRate) => `tax-rate-${r.id}`
const placeOf = (r: TaxRate) => `${COUNTRY_NAMES[r.country]}${r.state ? ` · ${r.state}` : ' (whole country)'}`

/** The rates, a page at a time and by country, each editable and removable, with Add rate. */
export function TaxRatesTable() {
  const [params, setParams] = useState<ListParams>({
    q: '',
    page: 1,
    per_page: 10,
    sort: '',
    dir: 'asc',
    filters: { country: '' },
  })
  const country = (SHIPPING_COUNTRIES as readonly string[]).includes(params.filters.country ?? '')
    ? (params.filters.country as (typeof SHIPPING_COUNTRIES)[number])
    : ''
  const rates = useTaxRates({ page: params.page, per_page: params.per_page, ...(country ? { country } : {}) })
  const [editing, setEditing] = useState<TaxRate | 'new' | null>(null)
  const [deleting, setDeleting] = useState<TaxRate | null>(null)
  const remove = useDeleteTaxRate()
  const update = (changes: Record<string, string | number | null>) =>
    setParams((p) => ({
      ...p,
      page: changes.page !== undefined ? Number(changes.page) : 1,
      per_page: changes.per_page !== undefined ? Number(changes.per_page) : p.per_page,
    }))

  const columns: ColumnDef<TaxRate>[] = [
    {
      id: 'place',
      header: 'Place',
      cell: ({ row }) => <span id={placeId(row.original)}>{placeOf(row.original)}</span>,
    },
    {
      id: 'rate',
      header: 'Rate',
      cell: ({ row }) => <span className="font-mono">{row.original.rate_percent}%</span>,
    },
    editDeleteColumn<TaxRate>({ describedBy: placeId, onEdit: setEditing, onDelete: setDeleting }),
  ]

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label className="flex items-center gap-2 text-sm">
          <span>Country</span>
          <NativeSelect
            className="h-9 w-44"
            value={country}
            onChange={(e) => setParams((p) => ({ ...p, page: 1, filters: { country: e.target.value } }))}
          >
            <option value="">All countries</option>
            {SHIPPING_COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {COUNTRY_NAMES[c]}
              </option>
            ))}
          </NativeSelect>
        </label>
        <Button size="sm" className="h-9" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Add rate
        </Button>
      </div>
      <DataTable
        label="Tax rates"
        columns={columns}
        rows={rates.data?.items}
        total={rates.data?.total ?? 0}
        params={params}
        update={update}
        isLoading={rates.isPending}
        isError={rates.isError}
        errorText={M.loadFailed}
        emptyText="No tax rates: orders are not taxed anywhere yet."
        rowId={(r) => r.id}
      />
      <TaxRateDialog target={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Remove the rate for ${deleting ? placeOf(deleting) : ''}?`}
        description="Orders shipped there are no longer taxed at this rate. Orders already placed keep their tax."
        confirmLabel="Remove rate"
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: (r) => toast.success(r.message),
            onError: (error) => toast.error(errorMessage(error)),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </div>
  )
}

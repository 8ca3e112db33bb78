import { useMemo, useState } from 'react'
import { toast } from 'sonner'
import { DISCOUNT_ADMIN_MESSAGES as M, type AdminDiscountCode } from '@rdo/contracts'
import { CrudListSection } from '@/components/admin/crud-list-section'
import { useListParams } from '@/components/admin/use-list-params'
import { errorMessage } from '@/lib/api-client'
import { useLoadErrorToast } from '@/lib/use-load-error-toast'
import { useAdminDiscounts, type DiscountListQuery } from '../api/get-discounts'
import { useDeleteDiscount, useSetDiscountActive } from '../api/save-discount'
import { STATUS_FILTER_OPTIONS } from '../../lib/labels'
import { discountColumns } from './discount-columns'
import { DiscountFormDialog } from './discount-form-dialog'

const STATUSES = new Set<string>(STATUS_FILTER_OPTIONS.map((o) => o.value).filter(Boolean))

/** /admin/discounts — discount codes, searched, filtered by status, with their uses and figures. */
export function AdminDiscountsPage() {
  const { params, update } = useListParams({ sort: 'created_at', filters: ['status'] })
  // Only what the server accepts: an unknown status or sort in the address bar means the defaults.
  const status = STATUSES.has(params.filters.status ?? '') ? params.filters.status! : ''
  const sort = params.sort === 'code' ? 'code' : 'created_at'
  const query = useMemo(() => {
    const q: DiscountListQuery = { page: params.page, per_page: params.per_page, sort, dir: params.dir }
    if (params.q) q.q = params.q
    if (status) q.status = status
    return q
  }, [params.page, params.per_page, params.dir, params.q, sort, status])
  const list = useAdminDiscounts(query)
  useLoadErrorToast(list, M.loadFailed, { scope: 'admin-discounts' })

  const [editing, setEditing] = useState<{ id: string | null } | null>(null)
  const [deleting, setDeleting] = useState<AdminDiscountCode | null>(null)
  const toggle = useSetDiscountActive()
  const remove = useDeleteDiscount()

  const columns = discountColumns({
    onEdit: (c) => setEditing({ id: c.id }),
    onToggle: (c) =>
      toggle.mutate(
        { id: c.id, active: !c.active },
        {
          onSuccess: (r) => toast.success(`${r.message}: ${r.discount.code}`),
          onError: (error) => toast.error(errorMessage(error)),
        },
      ),
    onDelete: setDeleting,
    busyId: toggle.isPending ? (toggle.variables?.id ?? null) : null,
  })
  const filtered = !!params.q || !!status
  return (
    <CrudListSection
      header={
        <div className="space-y-2">
          <h1 className="font-display text-2xl font-bold tracking-tight">Discount codes</h1>
          <p className="text-sm text-muted-foreground">
            Codes customers type at checkout. Revenue and discount given count paid orders with the code.
          </p>
        </div>
      }
      label="Discount codes"
      list={list}
      params={{ ...params, sort }}
      update={update}
      columns={columns}
      rowId={(c) => c.id}
      searchLabel="Search by code"
      filters={[{ name: 'status', label: 'Status', options: STATUS_FILTER_OPTIONS }]}
      errorText={M.loadFailed}
      emptyText={
        filtered
          ? 'No codes match this search or status. Clear the filters to see every code.'
          : 'No discount codes yet. Create one to offer a saving at checkout.'
      }
      newLabel="New code"
      onNew={() => setEditing({ id: null })}
      remove={{
        target: deleting,
        title: `Delete ${deleting?.code ?? 'this code'}?`,
        description:
          'Customers can no longer use it. A code that orders carry cannot be deleted: deactivate it.',
        confirmLabel: 'Delete code',
        pending: remove.isPending,
        onCancel: () => setDeleting(null),
        onConfirm: (c) =>
          remove.mutate(c.id, {
            onSuccess: (r) => {
              setDeleting(null)
              toast.success(r.message)
            },
            onError: (error) => {
              setDeleting(null)
              toast.error(errorMessage(error))
            },
          }),
      }}
    >
      <DiscountFormDialog target={editing} onOpenChange={(open) => !open && setEditing(null)} />
    </CrudListSection>
  )
}

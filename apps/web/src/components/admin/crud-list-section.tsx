import type { ReactNode } from 'react'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from './confirm-dialog'
import { DataTable, type ColumnDef } from './data-table'
import { ListToolbar } from './list-toolbar'
import type { ListParams } from './use-list-params'

type Page<T> = { items: T[]; total: number; total_capped?: boolean }

/** What a list section reads of its query (a TanStack Query result). */
type ListQuery<T> = {
  data?: Page<T>
  isPending: boolean
  isError: boolean
  isFetching: boolean
  refetch: () => unknown
}

type Filter = { name: string; label: string; options: { value: string; label: string }[] }

/** The confirmation a row's destructive action opens: open while `target` is set, locked while `pending`. */
type DeleteConfirm<T> = {
  target: T | null
  title: string
  description: ReactNode
  confirmLabel: string
  pending: boolean
  onConfirm: (row: T) => void
  onCancel: () => void
}

/**
 * A back-office list: search, filters, Refresh, the section's own `actions` and an optional New button above
 * one server page of rows, then the section's dialogs. `header` goes above the toolbar (a screen's title),
 * `children` below the table (its form dialogs); `remove` adds the confirmation a row's Delete (or
 * Unsubscribe) button opens.
 */
export function CrudListSection<T>({
  label,
  list,
  params,
  update,
  columns,
  rowId,
  searchLabel,
  filters,
  errorText,
  emptyText,
  actions,
  newLabel,
  onNew,
  header,
  remove,
  children,
}: {
  label: string
  list: ListQuery<T>
  params: ListParams
  update: (changes: Record<string, string | number | null>, opts?: { resetPage?: boolean }) => void
  columns: ColumnDef<T, any>[]
  rowId: (row: T) => string
  searchLabel: string
  filters?: Filter[]
  errorText: string
  emptyText: string
  actions?: ReactNode
  newLabel?: string
  onNew?: () => void
  header?: ReactNode
  remove?: DeleteConfirm<T>
  children?: ReactNode
}) {
  return (
    <div className="space-y-4">
      {header}
      <ListToolbar
        params={params}
        update={update}
        searchLabel={searchLabel}
        filters={filters}
        onRefresh={() => void list.refetch()}
        isRefreshing={list.isFetching}
      >
        {actions}
        {newLabel && onNew && (
          <Button size="sm" className="h-9" onClick={onNew}>
            <Plus aria-hidden="true" />
            {newLabel}
          </Button>
        )}
      </ListToolbar>
      <DataTable
        label={label}
        columns={columns}
        rows={list.data?.items}
        total={list.data?.total ?? 0}
        totalCapped={list.data?.total_capped ?? false}
        params={params}
        update={update}
        isLoading={list.isPending}
        isError={list.isError}
        errorText={errorText}
        emptyText={emptyText}
        rowId={rowId}
      />
      {children}
      {remove && (
        <ConfirmDialog
          open={remove.target !== null}
          onOpenChange={(open) => !open && remove.onCancel()}
          title={remove.title}
          description={remove.description}
          confirmLabel={remove.confirmLabel}
          destructive
          pending={remove.pending}
          onConfirm={() => remove.target && remove.onConfirm(remove.target)}
        />
      )}
    </div>
  )
}

/**
 * The Edit and Delete buttons of a row, each described by the row's name (`describedBy` gives the id of the
 * element holding it), so a screen reader says which row they act on.
 */
export function editDeleteColumn<T>({
  describedBy,
  onEdit,
  onDelete,
}: {
  describedBy: (row: T) => string
  onEdit: (row: T) => void
  onDelete: (row: T) => void
}): ColumnDef<T> {
  return {
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row }) => (
      <div className="flex justify-end gap-2">
        <Button
          variant="ghost"
          size="sm"
          aria-describedby={describedBy(row.original)}
          onClick={() => onEdit(row.original)}
        >
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-danger"
          aria-describedby={describedBy(row.original)}
          onClick={() => onDelete(row.original)}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    ),
  }
}

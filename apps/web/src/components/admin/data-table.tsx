import type { ReactNode } from 'react'
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table'
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/native-select'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { Skeleton } from '@/components/ui/skeleton'
import type { ListParams } from './use-list-params'

export type { ColumnDef } from '@tanstack/react-table'

type Props<T> = {
  /** Accessible name of the table. */
  label: string
  columns: ColumnDef<T, any>[]
  rows: T[] | undefined
  total: number
  /** The total is a lower bound (a broad search stopped counting): shown as "1,000+". */
  totalCapped?: boolean
  params: ListParams
  update: (changes: Record<string, string | number | null>, opts?: { resetPage?: boolean }) => void
  isLoading: boolean
  isError?: boolean
  errorText?: string
  emptyText: string
  rowId: (row: T) => string
  /** Highlights a row (e.g. the ticket open in a side pane). */
  selectedId?: string | null
}

/**
 * A back-office table: one server page of rows, sorted and paged by the server. Sortable columns set
 * `enableSorting: true` and their `id` is the API's sort key; the header cycles the direction.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  total,
  totalCapped = false,
  params,
  update,
  isLoading,
  isError,
  errorText = 'Failed to load data',
  emptyText,
  rowId,
  selectedId,
}: Props<T>) {
  const table = useReactTable({
    data: rows ?? [],
    columns,
    getRowId: rowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
  })
  const pages = Math.max(1, Math.ceil(total / params.per_page))
  const hasNext = params.page < pages || (totalCapped && (rows?.length ?? 0) === params.per_page)
  const totalText = `${total.toLocaleString('en-US')}${totalCapped ? '+' : ''}`
  const from = total === 0 ? 0 : (params.page - 1) * params.per_page + 1
  const to = totalCapped ? from + (rows?.length ?? 1) - 1 : Math.min(total, params.page * params.per_page)
  let body: ReactNode
  if (isLoading && !rows) {
    body = Array.from({ length: 5 }, (_, i) => (
      <TableRow key={i}>
        <TableCell colSpan={columns.length}>
          <Skeleton className="h-5 w-full" />
        </TableCell>
      </TableRow>
    ))
  } else if (isError && !rows) {
    body = (
      <TableRow>
        <TableCell colSpan={columns.length} className="py-10 text-center text-destructive" role="alert">
          {errorText}
        </TableCell>
      </TableRow>
    )
  } else if (table.getRowModel().rows.length === 0) {
    body = (
      <TableRow>
        <TableCell colSpan={columns.length} className="py-10 text-center text-muted-foreground">
          {emptyText}
        </TableCell>
      </TableRow>
    )
  } else {
    body = table.getRowModel().rows.map((row) => (
      <TableRow key={row.id} data-state={row.id === selectedId ? 'selected' : undefined}>
        {row.getVisibleCells().map((cell) => (
          <TableCell key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</TableCell>
        ))}
      </TableRow>
    ))
  }
  return (
    <div className="space-y-3">
      <div className="overflow-x-auto rounded-lg border" aria-busy={isLoading}>
        <Table aria-label={label}>
          <TableHeader>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id}>
                {group.headers.map((header) => {
                  // Sorting is the server's: a column opts in with `enableSorting: true`, its id the sort key.
                  const canSort = header.column.columnDef.enableSorting === true
                  const sorted = params.sort === header.column.id ? params.dir : false
                  const content = flexRender(header.column.columnDef.header, header.getContext())
                  return (
                    <TableHead
                      key={header.id}
                      aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                      className="whitespace-nowrap"
                    >
                      {canSort ? (
                        <button
                          type="button"
                          className="-mx-1 inline-flex items-center gap-1 rounded px-1 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                          onClick={() =>
                            update({
                              sort: header.column.id,
                              dir: sorted === 'desc' ? 'asc' : sorted === 'asc' ? 'desc' : 'desc',
                            })
                          }
                        >
                          {content}
                          {sorted === 'asc' ? (
                            <ArrowUp className="size-3.5" aria-hidden="true" />
                          ) : sorted === 'desc' ? (
                            <ArrowDown className="size-3.5" aria-hidden="true" />
                          ) : (
                            <ArrowUpDown className="size-3.5 opacity-50" aria-hidden="true" />
                          )}
                        </button>
                      ) : (
                        content
                      )}
                    </TableHead>
                  )
                })}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>{body}</TableBody>
        </Table>
      </div>
      <nav
        className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground"
        aria-label={`${label} pages`}
      >
        <p aria-live="polite">{total === 0 ? 'No results' : `${from}–${to} of ${totalText}`}</p>
        <div className="flex flex-wrap items-center gap-2">
          <label className="flex items-center gap-2">
            <span>Rows</span>
            <NativeSelect
              className="h-8 w-20"
              value={params.per_page}
              onChange={(e) => update({ per_page: e.target.value })}
            >
              {[10, 25, 50, 100].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </NativeSelect>
          </label>
          <Button
            variant="outline"
            size="sm"
            disabled={params.page <= 1}
            onClick={() => update({ page: params.page - 1 }, { resetPage: false })}
          >
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <span className="whitespace-nowrap">
            Page {params.page} of {totalCapped ? `${pages}+` : pages}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={!hasNext}
            onClick={() => update({ page: params.page + 1 }, { resetPage: false })}
          >
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </nav>
    </div>
  )
}

import { useMemo } from 'react'
import { Link } from 'react-router'
import type { PrintifyImportedRow } from '@rdo/contracts/printify'
import { PRINTIFY_MESSAGES as M } from '@rdo/contracts/printify-messages'
import { Badge } from '@/components/ui/badge'
import { DataTable, type ColumnDef } from '@/components/admin/data-table'
import { ListToolbar } from '@/components/admin/list-toolbar'
import { useListParams } from '@/components/admin/use-list-params'
import { formatMoney } from '@/lib/format'
import { linkClass } from '@/components/admin/link-class'
import { useImportedProducts, type ImportedListQuery } from '../api/get-imported-products'
import { plainText } from '../lib/plain-text'
import { ProductThumb } from './product-thumb'

const columns: ColumnDef<PrintifyImportedRow>[] = [
  {
    id: 'image',
    header: () => <span className="sr-only">Image</span>,
    enableSorting: false,
    cell: ({ row }) => <ProductThumb url={row.original.image_url} size={48} />,
  },
  {
    id: 'name',
    header: 'Name',
    enableSorting: false,
    cell: ({ row }) => (
      <span className="line-clamp-2 max-w-56 min-w-32 font-medium">{row.original.name}</span>
    ),
  },
  {
    id: 'description',
    header: 'Description',
    enableSorting: false,
    cell: ({ row }) => {
      const text = plainText(row.original.description)
      return (
        <span
          title={text}
          className="line-clamp-2 max-w-72 min-w-48 text-sm whitespace-normal text-muted-foreground"
        >
          {text || '—'}
        </span>
      )
    },
  },
  {
    id: 'price',
    header: 'Price',
    enableSorting: false,
    cell: ({ row }) => (
      <span className="font-mono whitespace-nowrap tabular-nums">
        {formatMoney(row.original.price_cents)}
      </span>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) => (
      <Badge variant={row.original.active ? 'success' : 'neutral'}>
        {row.original.active ? 'Active' : 'Inactive'}
      </Badge>
    ),
  },
  {
    id: 'external_id',
    header: 'External ID',
    enableSorting: false,
    cell: ({ row }) => <code className="font-mono text-xs break-all">{row.original.external_id}</code>,
  },
  {
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    enableSorting: false,
    cell: ({ row }) => (
      <Link to={`/admin/products/${row.original.id}`} className={linkClass}>
        Edit<span className="sr-only"> {row.original.name}</span>
      </Link>
    ),
  },
]

/** Manage Products: what was imported from Printify, searched and paged by the server. */
export function ManageTab() {
  const { params, update } = useListParams({ sort: 'created_at' })
  const query = useMemo(() => {
    const q: ImportedListQuery = {
      page: params.page,
      per_page: params.per_page,
      sort: 'created_at',
      dir: params.dir,
    }
    if (params.q) q.q = params.q
    return q
  }, [params.page, params.per_page, params.dir, params.q])
  const list = useImportedProducts(query)

  return (
    <div className="space-y-4">
      <ListToolbar
        params={params}
        update={update}
        searchLabel="Search imported products"
        onRefresh={() => void list.refetch()}
        isRefreshing={list.isFetching}
      />
      <DataTable
        label="Imported products"
        columns={columns}
        rows={list.data?.items}
        total={list.data?.total ?? 0}
        totalCapped={list.data?.total_capped ?? false}
        params={params}
        update={update}
        isLoading={list.isPending}
        isError={list.isError}
        errorText={M.loadFailed}
        emptyText={
          params.q ? `${M.noProducts}. Clear the search to see every imported product.` : M.noImported
        }
        rowId={(row) => row.id}
      />
    </div>
  )
}

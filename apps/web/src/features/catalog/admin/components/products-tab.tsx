import { useState } from 'react'
import { Link } from 'react-router'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import { ADMIN_PRODUCT_MESSAGES as M, type AdminProductRow } from '@rdo/contracts'
import { DataTable, type ColumnDef } from '@/components/admin/data-table'
import { ListToolbar } from '@/components/admin/list-toolbar'
import { useListParams } from '@/components/admin/use-list-params'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { formatMoney } from '@/lib/format'
import { thumbnailUrl, useAdminProducts } from '../api/products-api'
import { DeleteProductDialog } from './delete-product-dialog'
import { ProductEditor } from './product-editor'

const STATUS_OPTIONS = [
  { value: '', label: 'All products' },
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
]

function columns(onDelete: (row: AdminProductRow) => void): ColumnDef<AdminProductRow>[] {
  return [
    {
      id: 'image',
      header: () => <span className="sr-only">Image</span>,
      enableSorting: false,
      cell: ({ row }) =>
        row.original.image_url ? (
          <img
            src={thumbnailUrl(row.original.image_url)}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            className="size-10 rounded-md border object-cover"
          />
        ) : (
          <span className="block size-10 rounded-md border bg-muted" aria-hidden="true" />
        ),
    },
    {
      id: 'name',
      header: 'Name',
      enableSorting: true,
      cell: ({ row }) => (
        <span className="flex flex-col">
          <span className="font-medium">{row.original.name}</span>
          <span className="text-xs text-muted-foreground">
            {row.original.category?.name ?? 'No category'}
          </span>
        </span>
      ),
    },
    {
      id: 'price',
      header: 'Price',
      enableSorting: true,
      cell: ({ row }) => (
        <span className="font-mono tabular-nums">{formatMoney(row.original.price_cents)}</span>
      ),
    },
    {
      id: 'stock',
      header: 'Stock',
      enableSorting: true,
      cell: ({ row }) => <span className="font-mono tabular-nums">{row.original.stock}</span>,
    },
    {
      id: 'status',
      header: 'Status',
      enableSorting: false,
      cell: ({ row }) => (
        <span className="flex flex-wrap gap-1">
          <Badge variant={row.original.active ? 'success' : 'neutral'}>
            {row.original.active ? 'Active' : 'Archived'}
          </Badge>
          {row.original.featured && <Badge variant="info">Featured</Badge>}
        </span>
      ),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      enableSorting: false,
      cell: ({ row }) => (
        <span className="flex justify-end gap-1">
          <Button asChild variant="ghost" size="sm">
            <Link to={`/admin/products/${row.original.id}`} aria-label={`Edit ${row.original.name}`}>
              <Pencil aria-hidden="true" />
              Edit
            </Link>
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            onClick={() => onDelete(row.original)}
            aria-label={`Delete ${row.original.name}`}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </span>
      ),
    },
  ]
}

/** Dashboard tab: every product, searchable and sortable, with the editor inline for a new one. */
export function ProductsTab() {
  const { params, update, query } = useListParams({ sort: 'created_at', filters: ['status'] })
  const list = useAdminProducts(query)
  const [adding, setAdding] = useState(false)
  const [deleting, setDeleting] = useState<AdminProductRow | null>(null)

  if (adding) {
    return (
      <section aria-labelledby="new-product-title" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="new-product-title" className="font-display text-xl font-semibold">
            New product
          </h2>
          <Button variant="outline" size="sm" onClick={() => setAdding(false)}>
            Back to products
          </Button>
        </div>
        <ProductEditor productId={null} onSaved={() => setAdding(false)} onCancel={() => setAdding(false)} />
      </section>
    )
  }

  return (
    <div className="space-y-4">
      <ListToolbar
        params={params}
        update={update}
        searchLabel="Search products by name"
        filters={[{ name: 'status', label: 'Status', options: STATUS_OPTIONS }]}
        onRefresh={() => void list.refetch()}
        isRefreshing={list.isFetching}
      >
        <Button size="sm" className="h-9" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          Add product
        </Button>
      </ListToolbar>
      <DataTable
        label="Products"
        columns={columns(setDeleting)}
        rows={list.data?.items}
        total={list.data?.total ?? 0}
        params={params}
        update={update}
        isLoading={list.isPending}
        isError={list.isError}
        errorText={M.loadFailed}
        emptyText={M.noProducts}
        rowId={(r) => r.id}
      />
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </div>
  )
}

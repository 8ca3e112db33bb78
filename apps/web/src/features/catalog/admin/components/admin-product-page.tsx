import { useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { ExternalLink, Trash2 } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { BackLink } from '@/components/admin/back-link'
import { DropScheduleSection } from '@/features/drops'
import { useAdminProduct } from '../api/products-api'
import { DeleteProductDialog } from './delete-product-dialog'
import { FulfilmentSection } from './fulfilment-section'
import { ProductEditor } from './product-editor'

const BACK = '/admin?tab=products'

/** /admin/products/:id — the product editor on its own page; /admin/products/new creates one. */
export function AdminProductPage() {
  const { id = 'new' } = useParams()
  const productId = id === 'new' ? null : id
  const navigate = useNavigate()
  const product = useAdminProduct(productId)
  const [deleting, setDeleting] = useState(false)
  const p = product.data
  const missing = product.isError && (product.error as { status?: number }).status === 404

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <BackLink to={BACK}>Products</BackLink>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="font-display text-2xl font-bold tracking-tight break-words">
            {productId ? (p?.name ?? 'Product') : 'New product'}
          </h1>
          {p && (
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <Badge variant={p.active ? 'success' : 'neutral'}>{p.active ? 'Active' : 'Archived'}</Badge>
              <span className="font-mono">/{p.slug}</span>
              {p.has_orders && <span>Appears in orders</span>}
            </p>
          )}
        </div>
        {p && (
          <div className="flex flex-wrap gap-2">
            {p.active && (
              <Button asChild variant="outline" size="sm">
                <Link to={`/products/${p.slug}`} target="_blank" rel="noreferrer">
                  <ExternalLink aria-hidden="true" />
                  View in shop
                </Link>
              </Button>
            )}
            <Button variant="outline" size="sm" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden="true" />
              {p.has_orders ? 'Archive' : 'Delete'}
            </Button>
          </div>
        )}
      </div>
      {missing ? (
        <p className="rounded-xl border p-6 text-center text-muted-foreground">Product not found</p>
      ) : (
        <ProductEditor
          key={productId ?? 'new'}
          productId={productId}
          onSaved={(saved, created) => {
            if (created) navigate(`/admin/products/${saved.id}`, { replace: true })
          }}
        />
      )}
      {/* A drop has its own save: it is scheduled for a product that exists. */}
      {productId && p && <DropScheduleSection productId={productId} />}
      {/* So is how it is fulfilled: shop stock, or a linked Printify product. */}
      {productId && p && <FulfilmentSection productId={productId} />}
      <DeleteProductDialog
        product={deleting && p ? p : null}
        onClose={() => setDeleting(false)}
        onDone={(archived) => (archived ? void product.refetch() : navigate(BACK))}
      />
    </div>
  )
}

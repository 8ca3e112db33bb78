import { useEffect } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import { toast } from 'sonner'
import { CATALOG_MESSAGES } from '@rdo/contracts/storefront-messages'
import { Button } from '@/components/ui/button'
import { ReviewsSection } from '@/features/reviews'
import type { PageMetaOf, Prefetch } from '@/lib/prefetch'
import { productBreadcrumbs, productStructuredData } from '../structured-data'
import { getProductQueryOptions, useProduct } from '../api/get-product'
import { ProductDetailView, ProductDetailSkeleton } from './product-detail-view'
import { RelatedProducts } from './related-products'

// The product only: 'You May Also Like' sits far below the fold and loads in the browser, so its images
// do not compete with the product's own for the first paint.
export const prefetch: Prefetch = ({ queryClient, params }) =>
  queryClient.prefetchQuery(getProductQueryOptions(params.slug ?? ''))

/**
 * The shared link's title and card (the product's name, a short description and its main picture),
 * and for search engines the product, its offer and rating, and its breadcrumbs, from the same data.
 */
export const meta: PageMetaOf = ({ queryClient, params, url }) => {
  const product = queryClient.getQueryData(getProductQueryOptions(params.slug ?? '').queryKey)
  if (!product) return { title: 'Product not found | RDO Shop', status: product === null ? 404 : undefined }
  const description = (product.description ?? '').replace(/\s+/g, ' ').trim()
  return {
    title: `${product.name} | RDO Shop`,
    description: description.length > 160 ? `${description.slice(0, 157)}…` : description || undefined,
    image: product.images.find((i) => i.is_primary)?.url ?? product.image_url ?? undefined,
    canonical: `/products/${encodeURIComponent(product.slug)}`,
    structuredData: [productStructuredData(product, url.origin), productBreadcrumbs(product, url.origin)],
  }
}

export function ProductPage() {
  const { slug = '' } = useParams()
  const navigate = useNavigate()
  const product = useProduct(slug)
  const notFound = product.data === null
  const failed = product.isError

  // A load failure (not a missing product) toasts and goes back to the list (docs/storefront.md#product-page).
  useEffect(() => {
    if (!failed) return
    toast.error(CATALOG_MESSAGES.loadProductFailed)
    navigate('/products', { replace: true })
  }, [failed, navigate])

  // Same title the server puts into the shared page; the shop's title comes back on leaving.
  const name = product.data?.name
  useEffect(() => {
    if (!name) return
    const previous = document.title
    document.title = `${name} | RDO Shop`
    return () => {
      document.title = previous
    }
  }, [name])

  if (notFound || failed) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">{CATALOG_MESSAGES.productNotFound}</h1>
        <Button asChild variant="outline">
          <Link to="/products">
            <ArrowLeft aria-hidden="true" />
            Back to products
          </Link>
        </Button>
      </div>
    )
  }

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-16 px-4 py-6 sm:px-6 sm:py-10">
      {product.data ? (
        // Keyed by product so a related-product click starts with fresh colour and size choices.
        <ProductDetailView key={product.data.id} product={product.data} />
      ) : (
        <ProductDetailSkeleton />
      )}
      {product.data && <ReviewsSection productId={product.data.id} />}
      <RelatedProducts slug={slug} />
    </div>
  )
}

import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { CATALOG_MESSAGES } from '@rdo/contracts/storefront-messages'
import { Button } from '@/components/ui/button'
import type { Prefetch } from '@/lib/prefetch'
import { getCategoriesQueryOptions } from '../api/get-categories'
import { getProductsQueryOptions, useProducts, type ProductFilters } from '../api/get-products'
import { ProductFiltersBar } from './product-filters'
import { ProductGrid } from './product-grid'

/** Search and category live in the URL, so a list can be shared and reloaded. */
function filtersFrom(searchParams: URLSearchParams): ProductFilters {
  return { q: searchParams.get('q')?.trim() ?? '', category: searchParams.get('category') ?? '' }
}

export const prefetch: Prefetch = ({ queryClient, url }) =>
  Promise.all([
    queryClient.prefetchInfiniteQuery(getProductsQueryOptions(filtersFrom(url.searchParams))),
    queryClient.prefetchQuery(getCategoriesQueryOptions()),
  ])

export function ProductsPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const filters = filtersFrom(searchParams)
  const products = useProducts(filters)
  const items = products.data?.pages.flatMap((page) => page.items) ?? []
  const total = products.data?.pages[0]?.total ?? 0
  const filtered = filters.q !== '' || filters.category !== ''

  useEffect(() => {
    if (products.isError) toast.error(CATALOG_MESSAGES.loadProductsFailed)
  }, [products.isError])

  const updateFilters = (next: Partial<typeof filters>) => {
    const merged = { ...filters, ...next }
    const params = new URLSearchParams()
    if (merged.q) params.set('q', merged.q)
    if (merged.category) params.set('category', merged.category)
    setSearchParams(params, { replace: true })
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-2">
        <p className="font-mono text-xs tracking-[0.2em] text-muted-foreground uppercase">Shop</p>
        <h1 className="text-4xl font-bold sm:text-5xl">Our Collection</h1>
      </header>
      <ProductFiltersBar q={filters.q} category={filters.category} onChange={updateFilters} />
      <p className="mt-6 mb-3 min-h-5 text-sm text-muted-foreground" aria-live="polite">
        {products.isSuccess && total > 0 && `${total} ${total === 1 ? 'product' : 'products'}`}
      </p>
      {products.isError && items.length === 0 ? (
        <div className="mt-4 rounded-[12px] border border-dashed p-10 text-center">
          <p className="font-display text-lg font-semibold">{CATALOG_MESSAGES.loadProductsFailed}</p>
          <Button variant="outline" className="mt-4" onClick={() => products.refetch()}>
            Try again
          </Button>
        </div>
      ) : products.isSuccess && items.length === 0 ? (
        <div className="mt-4 rounded-[12px] border border-dashed p-10 text-center">
          <p className="font-display text-lg font-semibold">{CATALOG_MESSAGES.noProducts}</p>
          <p className="mt-1 text-sm text-muted-foreground">
            {filtered ? CATALOG_MESSAGES.noProductsHint : CATALOG_MESSAGES.checkBackSoon}
          </p>
        </div>
      ) : (
        <ProductGrid
          items={items}
          isPending={products.isPending}
          isRefreshing={products.isPlaceholderData}
          skeletonCount={8}
        />
      )}
      {products.hasNextPage && (
        <div className="mt-10 flex flex-col items-center gap-2">
          <Button
            variant="outline"
            size="lg"
            loading={products.isFetchingNextPage}
            onClick={() => products.fetchNextPage()}
          >
            Load more
          </Button>
          <p className="text-xs text-muted-foreground">
            Showing {items.length} of {total}
          </p>
        </div>
      )}
    </div>
  )
}

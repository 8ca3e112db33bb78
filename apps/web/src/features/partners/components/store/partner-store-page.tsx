import { useCallback, useEffect } from 'react'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { PARTNER_MESSAGES as M } from '@rdo/contracts/partner-messages'
import { CATALOG_MESSAGES } from '@rdo/contracts/storefront-messages'
import { cartStore } from '@/features/cart'
import { cn } from '@/lib/cn'
import type { PageMetaOf, Prefetch } from '@/lib/prefetch'
import { useFirstItems } from '@/lib/use-first-items'
import { getPartnerStoreQueryOptions, usePartnerStore } from '../../api/store-api'
import {
  cartLineName,
  parseStoreParams,
  storeHref,
  storePageCount,
  type StoreView,
} from '../../lib/store-params'
import { StoreAbout } from './store-about'
import { StoreHeader } from './store-header'
import { StorePagination } from './store-pagination'
import { StoreProductCard, type StoreAddRequest } from './store-product-card'
import {
  STORE_GRID,
  STORE_LIST,
  StoreEmpty,
  StoreLoadFailed,
  StoreNotFound,
  StoreSkeleton,
} from './store-states'
import { StoreTypeFilter, StoreViewToggle } from './store-toolbar'

export const prefetch: Prefetch = ({ queryClient, params, url }) =>
  queryClient.prefetchQuery(
    getPartnerStoreQueryOptions(params.partnerId ?? '', parseStoreParams(url.searchParams)),
  )

/** The shared link's title and card: the project's name and symbol, its description and its logo. */
export const meta: PageMetaOf = ({ queryClient, params, url }) => {
  const { queryKey } = getPartnerStoreQueryOptions(params.partnerId ?? '', parseStoreParams(url.searchParams))
  const answer = queryClient.getQueryData(queryKey)
  const store = answer?.store
  if (!store) return { title: `${M.storeNotFound} | RDO Shop`, status: answer === null ? 404 : undefined }
  const description = store.description.replace(/\s+/g, ' ').trim()
  return {
    title: `${storeTitle(store.name, store.token_symbol)} | RDO Shop`,
    description: description.length > 160 ? `${description.slice(0, 157)}…` : description || undefined,
    image: store.logo_url ?? undefined,
  }
}

const storeTitle = (name: string, symbol: string) => `${name} ($${symbol}) Store`

/** Products rendered first (see useFirstItems): two rows on the widest screens. */
const FIRST_PRODUCTS = 8

export function PartnerStorePage() {
  const { partnerId = '' } = useParams()
  const [searchParams, setSearchParams] = useSearchParams()
  const navigate = useNavigate()
  const params = parseStoreParams(searchParams)
  const store = usePartnerStore(partnerId, params)
  const data = store.data
  const shown = useFirstItems(data?.products.length ?? 0, FIRST_PRODUCTS)
  const notFound = data === null
  const failed = store.isError

  useEffect(() => {
    if (failed) toast.error(M.loadStoreFailed, { id: 'partner-store-load' })
  }, [failed, store.errorUpdatedAt])

  // Same title the server puts into the page; the shop's title comes back on leaving.
  const title = data ? storeTitle(data.store.name, data.store.token_symbol) : undefined
  useEffect(() => {
    if (!title) return
    const previous = document.title
    document.title = `${title} | RDO Shop`
    return () => {
      document.title = previous
    }
  }, [title])

  const setView = (view: StoreView) => {
    const next = new URLSearchParams(searchParams)
    if (view === 'list') next.set('view', 'list')
    else next.delete('view')
    setSearchParams(next, { replace: true, preventScrollReset: true })
  }

  const addToCart = useCallback(
    ({ product, size, select }: StoreAddRequest) => {
      if (!size) {
        toast.error(CATALOG_MESSAGES.selectSize)
        select.focus()
        return
      }
      cartStore.addLine({
        productId: product.product_id,
        slug: product.product_slug,
        name: cartLineName(product.name, size, product.color),
        imageUrl: product.image_url,
        priceCents: product.price_cents,
        size,
        color: product.color,
        quantity: 1,
      })
      toast.success(CATALOG_MESSAGES.addedToCart, {
        description: cartLineName(product.name, size, product.color),
        action: { label: 'View cart', onClick: () => navigate('/cart') },
      })
    },
    [navigate],
  )

  if (notFound) return <StoreNotFound />

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      {!data ? (
        failed ? (
          <StoreLoadFailed onRetry={() => void store.refetch()} />
        ) : (
          <StoreSkeleton />
        )
      ) : (
        <div className="flex flex-col gap-8">
          <StoreHeader store={data.store} />
          <section aria-labelledby="store-products" className="flex flex-col gap-5">
            <div className="flex items-center justify-between gap-3">
              <div className="flex items-baseline gap-3">
                <h2 id="store-products" className="text-2xl font-bold">
                  Products
                </h2>
                <p className="text-sm text-muted-foreground" aria-live="polite">
                  {data.total} {data.total === 1 ? 'product' : 'products'}
                </p>
              </div>
              <StoreViewToggle view={params.view} onChange={setView} />
            </div>
            <StoreTypeFilter partnerId={partnerId} type={params.type} view={params.view} />
            {data.products.length === 0 ? (
              <StoreEmpty partnerId={partnerId} type={params.type} />
            ) : (
              <ul
                aria-label="Products"
                aria-busy={store.isPlaceholderData || undefined}
                className={cn(
                  params.view === 'list' ? STORE_LIST : STORE_GRID,
                  'transition-opacity duration-150',
                  store.isPlaceholderData && 'opacity-60',
                )}
              >
                {data.products.slice(0, shown).map((product, index) => (
                  <li key={product.id}>
                    <StoreProductCard
                      product={product}
                      view={params.view}
                      priority={index === 0}
                      onAdd={addToCart}
                    />
                  </li>
                ))}
              </ul>
            )}
            <StorePagination
              partnerId={partnerId}
              params={params}
              count={storePageCount(data.total, data.per_page)}
            />
            {params.page > 1 && data.products.length === 0 && data.total > 0 && (
              <p className="text-center text-sm">
                <Link
                  to={storeHref(partnerId, { ...params, page: 1 })}
                  className="underline underline-offset-4"
                >
                  Back to the first page
                </Link>
              </p>
            )}
          </section>
          <StoreAbout store={data.store} designCount={data.design_count} />
        </div>
      )}
    </div>
  )
}

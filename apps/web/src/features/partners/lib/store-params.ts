import {
  PARTNER_STORE_CATALOGUE,
  PARTNER_STORE_FILTERS,
  type PartnerStoreFilter,
} from '@rdo/contracts/partner-messages'

export type StoreView = 'grid' | 'list'

/** A store's place, kept in the URL (`?type=hoodie&view=list&page=2`) so it can be shared and crawled. */
export interface StoreParams {
  type: PartnerStoreFilter
  page: number
  view: StoreView
}

/** The filter's button text: "All", then each product type in the plural ("T-Shirts"). */
export const STORE_FILTER_LABELS: Record<PartnerStoreFilter, string> = {
  all: 'All',
  tshirt: `${PARTNER_STORE_CATALOGUE.tshirt.label}s`,
  hoodie: `${PARTNER_STORE_CATALOGUE.hoodie.label}s`,
  hat: `${PARTNER_STORE_CATALOGUE.hat.label}s`,
}

function isFilter(value: string | null): value is PartnerStoreFilter {
  return value !== null && (PARTNER_STORE_FILTERS as readonly string[]).includes(value)
}

/** Unknown types show every product; pages are whole numbers from 1; any view but `list` is the grid. */
export function parseStoreParams(searchParams: URLSearchParams): StoreParams {
  const raw = searchParams.get('type')
  const pageText = searchParams.get('page') ?? ''
  const page = /^\d{1,5}$/.test(pageText) ? Number(pageText) : 1
  return {
    type: isFilter(raw) ? raw : 'all',
    page: Math.min(Math.max(page, 1), 10_000),
    view: searchParams.get('view') === 'list' ? 'list' : 'grid',
  }
}

export const storePath = (partnerId: string) => `/partners/${encodeURIComponent(partnerId)}`

/** The store link for a place, leaving out the defaults (all types, page 1, grid). */
export function storeHref(
  partnerId: string,
  { type = 'all', page = 1, view = 'grid' }: Partial<StoreParams>,
) {
  const params = new URLSearchParams()
  if (type !== 'all') params.set('type', type)
  if (view === 'list') params.set('view', 'list')
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return search ? `${storePath(partnerId)}?${search}` : storePath(partnerId)
}

export function storePageCount(total: number, perPage: number): number {
  return perPage > 0 ? Math.max(1, Math.ceil(total / perPage)) : 1
}

/** A cart line's name, as the product page writes it: "Frog Season T-Shirt (M, Black)". */
export function cartLineName(name: string, size: string | null, color: string | null): string {
  const suffix = [size, color].filter(Boolean).join(', ')
  return suffix ? `${name} (${suffix})` : name
}

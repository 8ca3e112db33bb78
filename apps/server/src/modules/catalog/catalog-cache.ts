import type { JsonBody } from '../../lib/http-cache.ts'
import { createPageCache, type PageCache } from '../../lib/page-cache.ts'
import { createTtlCache, type TtlCache } from '../../lib/ttl-cache.ts'

/**
 * The channel the catalogue tables' triggers notify on after a committed change (products, variants,
 * colours, images, materials, categories), once per transaction.
 */
export const CATALOG_CHANGES_CHANNEL = 'rdo_catalog'

export type CatalogCacheOptions = {
  /** How long a catalogue body or a shared page is served without asking the database; 0 turns caching off. */
  ttlMs?: number
  /**
   * Announced changes soften the caches at once, then at most once per this window: during a rush every
   * order changes stock, and reloading on each would make every instance rebuild its pages per order.
   */
  coalesceMs?: number
}

/** What a shipping quote needs of a product on sale: its price and weight. */
export type ProductFacts = { id: string; price: number; weight: number | null }

export type CatalogCaches = {
  /** Public catalogue bodies by query; null records a product that does not exist. */
  catalog: TtlCache<JsonBody | null>
  /** Price and weight of a product on sale, by id; null for one not on sale. */
  facts: TtlCache<ProductFacts | null>
  /** Page HTML shared by visitors: one copy per URL without a session, one for signed-in visitors of shared routes. */
  pages: PageCache
  /** Drops both now (this instance changed the catalogue). */
  clear(): void
  /**
   * Marks the catalogue bodies and pages out of date now, serving the old copies only while their
   * reloads run (stock moved; the product facts stay).
   */
  soften(): void
  /**
   * A change was announced over the database (every committed order's stock take is one): marks all
   * three out of date now, or at the end of the current window. (The instance that made the change
   * has already cleared or softened its own.)
   */
  changed(): void
  stop(): void
}

export function createCatalogCaches({ ttlMs = 2000, coalesceMs = 250 }: CatalogCacheOptions = {}) {
  const catalog = createTtlCache<JsonBody | null>({ ttlMs, max: 500 })
  const facts = createTtlCache<ProductFacts | null>({ ttlMs, max: 2000 })
  const pages = createPageCache({ ttlMs })
  let window: NodeJS.Timeout | null = null
  let missed = false

  function clear() {
    catalog.clear()
    facts.clear()
    pages.clear()
  }

  // Stock moved here: prices and weights did not (the product facts stay as they are).
  function soften() {
    catalog.soften()
    pages.soften()
  }

  // An announced change may be any (a price or a weight as well as stock): everything.
  function softenAll() {
    soften()
    facts.soften()
  }

  function openWindow() {
    window = setTimeout(() => {
      window = null
      if (!missed) return
      missed = false
      softenAll()
      openWindow()
    }, coalesceMs)
    window.unref()
  }

  const caches: CatalogCaches = {
    catalog,
    facts,
    pages,
    clear,
    soften,
    changed() {
      if (window) {
        missed = true
        return
      }
      softenAll()
      if (coalesceMs > 0) openWindow()
    },
    stop() {
      if (window) clearTimeout(window)
      window = null
    },
  }
  return caches
}

declare module '../../types.ts' {
  interface ModuleServices {
    /** The catalogue's and the shared pages' short caches, cleared on every instance after a change. */
    caches: CatalogCaches
  }
}

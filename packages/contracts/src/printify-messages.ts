/** Print-on-demand (Printify) texts and import constants: zod-free, so pages can import them alone. */

export const PRINTIFY_MESSAGES = {
  loadFailed: 'Failed to load Printify data',
  /** No PRINTIFY_API_TOKEN on the server: the screen shows this with a Try Again button. */
  notConfigured:
    'Printify is not connected: set PRINTIFY_API_TOKEN in the server configuration, then try again.',
  /** Printify answered 401/403 to the configured token. */
  keyRejected:
    'Printify did not accept the API key: check PRINTIFY_API_TOKEN in the server configuration, then try again.',
  shopsFailed: 'Failed to load Printify shops. Please check your API key configuration and try again.',
  productsFailed: 'Failed to load Printify products. Please check your API key configuration and try again.',
  importFailed: 'Failed to import products. Please check your API key configuration and try again.',
  importedN: (n: number) => `Successfully imported ${n} products`,
  /** An import where some products were already there: what actually happened, e.g. '0 imported, 2 unchanged'. */
  importSummary: (imported: number, updated: number, unchanged: number) =>
    updated === 0 && unchanged === 0
      ? `Successfully imported ${imported} products`
      : [
          `${imported} imported`,
          updated ? `${updated} updated` : '',
          unchanged ? `${unchanged} unchanged` : '',
        ]
          .filter(Boolean)
          .join(', '),
  /** The shop id of an import is not one of the API key's shops. */
  shopNotVisible: (shopId: number) =>
    `The Printify API key cannot see shop ${shopId}: choose one of the shops listed for this key`,
  selectAtLeastOne: 'Please select at least one product to import',
  tooMany: (max: number) => `Please import at most ${max} products at a time`,
  noShops: 'No Printify shops found',
  noProducts: 'No products found',
  noImported: 'No products imported yet',
  authRequired: 'Authentication required',
  importNotFound: 'Import not found',
  /** One product of an import: Printify has no product with that id in the shop. */
  productNotFound: 'Product not found in this Printify shop',
  /** One product of an import: Printify's answer for it is not a product we can read. */
  productMalformed: 'Printify returned this product in a shape the shop cannot read',
  /** One product of an import: none of its variants is enabled, so it has no price. */
  productNoEnabledVariant: 'Product has no enabled variant',
} as const

/**
 * The `error.code` of a Printify route's failure: NOT_CONFIGURED (503) and KEY_REJECTED (502) show the
 * key message with Try Again; UNAVAILABLE (502) is Printify failing or timing out.
 */
export const PRINTIFY_ERROR_CODES = {
  notConfigured: 'PRINTIFY_NOT_CONFIGURED',
  keyRejected: 'PRINTIFY_KEY_REJECTED',
  unavailable: 'PRINTIFY_UNAVAILABLE',
} as const

/** Every size of an imported product starts with this stock. */
export const PRINTIFY_IMPORT_STOCK = 100
/** The shipping weight of an imported product, in grams. */
export const PRINTIFY_IMPORT_WEIGHT_GRAMS = 200
/** The products an import may take at once. */
export const PRINTIFY_IMPORT_MAX_PRODUCTS = 500
/** Products per page of a shop's Printify product list (Printify allows up to 50). */
export const PRINTIFY_PRODUCTS_PAGE_SIZE = 20
/** `external_source` of imported products. */
export const PRINTIFY_SOURCE = 'printify'
/** The screen polls a running import this often. */
export const PRINTIFY_IMPORT_POLL_MS = 1000

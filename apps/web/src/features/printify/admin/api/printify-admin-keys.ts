/** Query keys of the Printify import screen; everything sits under the admin area's ['admin']. */
export const printifyAdminKeys = {
  all: ['admin', 'printify'] as const,
  shops: ['admin', 'printify', 'shops'] as const,
  /** Every page of every shop's Printify product list. */
  shopProducts: ['admin', 'printify', 'shop-products'] as const,
  shopProductsPage: (shopId: number, page: number) =>
    ['admin', 'printify', 'shop-products', shopId, page] as const,
  import: (id: string) => ['admin', 'printify', 'imports', id] as const,
  /** Every page of the imported products list, whatever its search. */
  imported: ['admin', 'printify', 'imported'] as const,
  importedList: (query: object) => ['admin', 'printify', 'imported', query] as const,
}

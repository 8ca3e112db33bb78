import { afterAll, beforeAll } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/helper.ts'
import { createProduct } from '../../../test/products.ts'

// The catalogue the public catalogue API tests share: three active products in three categories and an
// inactive one. Each test file that calls `useCatalogWorld()` gets its own app and database.

export let t: TestApp
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000)
export let hoodie: Awaited<ReturnType<typeof createProduct>>

/** Sets up the shared catalogue before the file's tests and closes it after them. */
export function useCatalogWorld() {
  beforeAll(async () => {
    t = await createTestApp()
    // Catalogue reads straight from the database (the shared pages keep their cache).
    t.ctx.caches.catalog.setTtl(0)
    await createProduct(t.db, { name: 'Solana Sunrise Tee', category: 'T-Shirts', createdAt: minutesAgo(30) })
    await createProduct(t.db, {
      name: 'Degen Cap',
      category: 'Accessories',
      description: 'A cap for MOON missions',
      sizes: { 'One Size': 0 },
      createdAt: minutesAgo(20),
    })
    hoodie = await createProduct(t.db, {
      name: 'Bull Run Hoodie',
      category: 'Hoodies',
      createdAt: minutesAgo(10),
      sizes: { S: 0, M: 2, L: 9 },
      lowStockThreshold: 3,
    })
    await createProduct(t.db, { name: 'Hidden Hoodie', category: 'Hoodies', active: false })
  })
  afterAll(async () => t?.close())
}

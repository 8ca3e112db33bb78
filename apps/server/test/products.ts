import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../src/db/client.ts'
import {
  categories,
  productColors,
  productImages,
  productMaterialMappings,
  productMaterials,
  products,
  productVariants,
} from '../src/db/schema/catalog.ts'

export type ProductFixture = {
  name?: string
  slug?: string
  description?: string
  category?: string | null
  priceCents?: number
  /** size → stock; omit for the default S/M/L with 5 each; {} for a product without variants. */
  sizes?: Record<string, number>
  /** Stock of a product without variants. */
  stock?: number
  colors?: string[]
  active?: boolean
  createdAt?: Date
  weightGrams?: number
  lowStockThreshold?: number
}

const rand = () => crypto.randomBytes(4).toString('hex')

export async function ensureCategory(db: Db, name: string) {
  const [found] = await db.select().from(categories).where(eq(categories.name, name))
  if (found) return found
  const [row] = await db
    .insert(categories)
    .values({ name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-') })
    .returning()
  return row!
}

/** Inserts a product with variants, colours, one image per colour plus a shared one, and a material. */
export async function createProduct(db: Db, f: ProductFixture = {}) {
  const name = f.name ?? `Test Tee ${rand()}`
  const category = f.category === null ? null : await ensureCategory(db, f.category ?? 'T-Shirts')
  const sizes = f.sizes ?? { S: 5, M: 5, L: 5 }
  const sizeEntries = Object.entries(sizes)
  const stock = sizeEntries.length ? sizeEntries.reduce((a, [, s]) => a + s, 0) : (f.stock ?? 0)
  const [product] = await db
    .insert(products)
    .values({
      name,
      slug: f.slug ?? `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${rand()}`,
      description: f.description ?? 'A soft cotton tee for traders.',
      priceCents: f.priceCents ?? 2500,
      categoryId: category?.id ?? null,
      stock,
      lowStockThreshold: f.lowStockThreshold ?? 3,
      active: f.active ?? true,
      weightGrams: f.weightGrams ?? 200,
      imageUrl: '/files/products/main.webp',
      careInstructions: 'Machine wash cold',
      fitDescription: 'Regular fit',
      sizeGuide: sizeEntries.map(([size]) => ({
        id: size.toLowerCase(),
        size,
        chest: '96-101',
        length: '71',
        sleeve: '20',
      })),
      ...(f.createdAt ? { createdAt: f.createdAt } : {}),
    })
    .returning()
  const variants = sizeEntries.length
    ? await db
        .insert(productVariants)
        .values(
          sizeEntries.map(([size, s], i) => ({
            productId: product!.id,
            size,
            stock: s,
            chest: '96-101',
            length: '71',
            sleeve: '20',
            sortOrder: i,
          })),
        )
        .returning()
    : []
  const colorNames = f.colors ?? ['Black', 'White']
  const colors = colorNames.length
    ? await db
        .insert(productColors)
        .values(
          colorNames.map((c, i) => ({ productId: product!.id, name: c, colorCode: '#101010', sortOrder: i })),
        )
        .returning()
    : []
  await db.insert(productImages).values([
    ...colors.map((c, i) => ({
      productId: product!.id,
      url: `/files/products/${c.name.toLowerCase()}.webp`,
      altText: `${name} in ${c.name}`,
      isPrimary: i === 0,
      displayOrder: i,
      colorId: c.id,
    })),
    { productId: product!.id, url: '/files/products/detail.webp', altText: 'detail', displayOrder: 9 },
  ])
  const [cotton] = await db
    .insert(productMaterials)
    .values({ name: 'Organic cotton', description: 'Soft' })
    .onConflictDoUpdate({ target: productMaterials.name, set: { description: 'Soft' } })
    .returning()
  await db
    .insert(productMaterialMappings)
    .values({ productId: product!.id, materialId: cotton!.id, percentage: 100 })
  return { product: product!, variants, colors, category }
}

export async function variantStock(db: Db, variantId: string) {
  const [v] = await db.select().from(productVariants).where(eq(productVariants.id, variantId))
  return v!.stock
}

export async function productStock(db: Db, productId: string) {
  const [p] = await db.select().from(products).where(eq(products.id, productId))
  return p!.stock
}

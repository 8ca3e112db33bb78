import type { SizeGuideRow } from '@rdo/contracts'
import {
  categories,
  productColors,
  productImages,
  productMaterialMappings,
  productMaterials,
  products,
  productVariants,
} from '../db/schema/index.ts'
import { garmentSvg, printDetailSvg } from './art.ts'
import {
  CATEGORIES,
  KIND_INFO,
  MATERIALS,
  PRODUCTS,
  SIZE_CHARTS,
  SIZES,
  type ProductDef,
} from './product-data.ts'
import { daysAgo, int, mapLimit, rngFor, seedUuid } from './rng.ts'
import type { SeedContext, SeedTx } from './types.ts'

export function slugify(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

export type SeededProduct = { id: string; slug: string; name: string; createdAt: Date; def: ProductDef }

/** Stock per size for a product, following its stock profile. */
function stockFor(def: ProductDef, sizes: string[]): number[] {
  const rng = rngFor(`stock:${def.name}`)
  const profile = def.stock ?? 'normal'
  if (profile === 'out') return sizes.map(() => 0)
  if (sizes.length === 1) return [profile === 'low' ? 4 : int(rng, 18, 60)]
  if (profile === 'low') return [0, 1, 2, 2, 1, 0, 0].slice(0, sizes.length)
  return sizes.map((size) => {
    if (profile === 'partial' && (size === 'XS' || size === '3XL' || (size === '2XL' && rng() < 0.5)))
      return 0
    return int(rng, 4, 40)
  })
}

export async function seedCatalogue(tx: SeedTx, ctx: SeedContext): Promise<SeededProduct[]> {
  const categoryIds = new Map(CATEGORIES.map((name) => [name, seedUuid(`category:${name}`)]))
  await tx.insert(categories).values(
    CATEGORIES.map((name) => ({
      id: categoryIds.get(name)!,
      name,
      slug: slugify(name),
      createdAt: daysAgo(ctx.now, 90),
    })),
  )
  const materialIds = new Map(MATERIALS.map(([name]) => [name, seedUuid(`material:${name}`)]))
  await tx
    .insert(productMaterials)
    .values(MATERIALS.map(([name, description]) => ({ id: materialIds.get(name)!, name, description })))

  // Render every image first (in parallel), then insert rows.
  type Job = { product: number; colour: number | null; name: string; svg: () => string }
  const jobs: Job[] = []
  PRODUCTS.forEach((def, p) => {
    const slug = slugify(def.name)
    const print = { motif: def.motif, text: def.text, sub: def.sub }
    def.colours.forEach(([colourName, hex], c) =>
      jobs.push({
        product: p,
        colour: c,
        name: `${slug}-${slugify(colourName)}`,
        svg: () => garmentSvg(def.kind, hex, print),
      }),
    )
    jobs.push({
      product: p,
      colour: null,
      name: `${slug}-detail`,
      svg: () => printDetailSvg(def.colours[0][1], print),
    })
  })
  const urls = await mapLimit(jobs, 4, (job) => ctx.image('products', job.name, job.svg()))
  ctx.deps.log(`seed: rendered ${jobs.length} product images`)

  const seeded: SeededProduct[] = []
  const productRows: (typeof products.$inferInsert)[] = []
  const variantRows: (typeof productVariants.$inferInsert)[] = []
  const colourRows: (typeof productColors.$inferInsert)[] = []
  const imageRows: (typeof productImages.$inferInsert)[] = []
  const materialRows: (typeof productMaterialMappings.$inferInsert)[] = []

  PRODUCTS.forEach((def, p) => {
    const slug = slugify(def.name)
    const id = seedUuid(`product:${slug}`)
    const info = KIND_INFO[def.kind]
    const rng = rngFor(`product:${slug}`)
    // Spread over the past 60 days, categories interleaved so "newest first" mixes them.
    const rank = (p * 11) % PRODUCTS.length
    const createdAt = daysAgo(ctx.now, 1 + rank * 2.3 + rng() * 1.5)
    const chart = info.chart ? SIZE_CHARTS[info.chart] : null
    const sizes = chart ? SIZES : ['One Size']
    const stock = stockFor(def, sizes)
    const sizeGuide: SizeGuideRow[] = chart
      ? sizes.map((size, i) => ({
          id: size.toLowerCase(),
          size,
          chest: chart[i][0],
          length: chart[i][1],
          sleeve: chart[i][2],
        }))
      : []

    sizes.forEach((size, i) =>
      variantRows.push({
        id: seedUuid(`variant:${slug}:${size}`),
        productId: id,
        size,
        stock: stock[i],
        chest: chart ? chart[i][0] : null,
        length: chart ? chart[i][1] : null,
        sleeve: chart ? chart[i][2] : null,
        sortOrder: i,
        createdAt,
      }),
    )

    let order = 0
    let primaryUrl = ''
    def.colours.forEach(([colourName, hex], c) => {
      const colourId = seedUuid(`colour:${slug}:${colourName}`)
      colourRows.push({
        id: colourId,
        productId: id,
        name: colourName,
        colorCode: hex,
        sortOrder: c,
        createdAt,
      })
      const url = urls[jobs.findIndex((j) => j.product === p && j.colour === c)]
      if (c === 0) primaryUrl = url
      imageRows.push({
        id: seedUuid(`image:${slug}:${colourName}`),
        productId: id,
        url,
        altText: `${def.name} in ${colourName}`,
        isPrimary: c === 0,
        displayOrder: order++,
        colorId: colourId,
        createdAt,
      })
    })
    imageRows.push({
      id: seedUuid(`image:${slug}:detail`),
      productId: id,
      url: urls[jobs.findIndex((j) => j.product === p && j.colour === null)],
      altText: `${def.name} print detail`,
      isPrimary: false,
      displayOrder: order++,
      colorId: null,
      createdAt,
    })

    for (const [material, percentage] of info.materials)
      materialRows.push({ productId: id, materialId: materialIds.get(material)!, percentage })

    productRows.push({
      id,
      name: def.name,
      slug,
      description: `${def.blurb} ${info.detail}`,
      priceCents: def.priceCents,
      categoryId: categoryIds.get(def.category)!,
      stock: stock.reduce((a, b) => a + b, 0),
      lowStockThreshold: 10,
      active: true,
      weightGrams: info.weightGrams,
      imageUrl: primaryUrl,
      careInstructions: info.care,
      fitDescription: info.fit,
      gender: def.gender ?? 'unisex',
      featured: def.featured ?? false,
      sizeGuide,
      metadata: {},
      createdAt,
      updatedAt: createdAt,
    })
    seeded.push({ id, slug, name: def.name, createdAt, def })
  })

  await tx.insert(products).values(productRows)
  await tx.insert(productVariants).values(variantRows)
  await tx.insert(productColors).values(colourRows)
  await tx.insert(productImages).values(imageRows)
  await tx.insert(productMaterialMappings).values(materialRows)
  ctx.deps.log(
    `seed: ${productRows.length} products, ${variantRows.length} variants, ${imageRows.length} images`,
  )
  return seeded
}

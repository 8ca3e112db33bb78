import { and, desc, eq, inArray } from 'drizzle-orm'
import { DEFAULT_HERO, heroSectionSchema, inventoryStatusOf, type HomeResponse } from '@rdo/contracts'
import { categories, products } from '../../db/schema/catalog.ts'
import { siteImages, siteSettings } from '../../db/schema/site.ts'
import type { AppContext } from '../../types.ts'

export const FEATURED_LIMIT = 4

/** The admin-edited hero, field by field, falling back to the brand defaults for anything missing. */
export async function readHero(ctx: AppContext): Promise<HomeResponse['hero']> {
  const [row] = await ctx.db.select().from(siteSettings).where(eq(siteSettings.key, 'hero_section'))
  const stored = heroSectionSchema.partial().safeParse(row?.value ?? {})
  const value = stored.success ? stored.data : {}
  return {
    title: value.title?.trim() || DEFAULT_HERO.title,
    subtitle: value.subtitle?.trim() || DEFAULT_HERO.subtitle,
    description: value.description?.trim() || DEFAULT_HERO.description,
  }
}

async function readFeatured(ctx: AppContext): Promise<HomeResponse['featured']> {
  const rows = await ctx.db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      priceCents: products.priceCents,
      imageUrl: products.imageUrl,
      stock: products.stock,
      lowStockThreshold: products.lowStockThreshold,
      categoryId: categories.id,
      categoryName: categories.name,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.active, true), eq(products.featured, true)))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(FEATURED_LIMIT)
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    slug: p.slug,
    price_cents: p.priceCents,
    image_url: p.imageUrl,
    category: p.categoryId && p.categoryName ? { id: p.categoryId, name: p.categoryName } : null,
    inventory_status: inventoryStatusOf(p.stock, p.lowStockThreshold),
  }))
}

/** Everything the home page shows above the static blocks (docs/storefront.md#home). */
export async function getHome(ctx: AppContext): Promise<HomeResponse> {
  const [hero, images, featured] = await Promise.all([
    readHero(ctx),
    ctx.db
      .select({ key: siteImages.key, url: siteImages.url })
      .from(siteImages)
      .where(inArray(siteImages.key, ['logo', 'hero_image'])),
    readFeatured(ctx),
  ])
  const image = (key: string) => images.find((i) => i.key === key)?.url ?? null
  return { hero, logo_url: image('logo'), hero_image_url: image('hero_image'), featured }
}

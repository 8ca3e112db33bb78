import crypto from 'node:crypto'
import {
  PARTNER_PRINT_CAPACITY,
  PARTNER_PRODUCT_TYPES,
  PARTNER_STORE_CATALOGUE,
  type PartnerProductType,
} from '@rdo/contracts'
import type { DbOrTx } from '../../db/client.ts'
import { productColors, productImages, products, productVariants } from '../../db/schema/catalog.ts'
import type { partnerDesigns, partnerProjects } from '../../db/schema/partners.ts'

type DesignInput = Pick<typeof partnerDesigns.$inferSelect, 'id' | 'title' | 'description' | 'imageUrl'>
type ProjectInput = Pick<typeof partnerProjects.$inferSelect, 'id' | 'name' | 'tokenSymbol'>

/** Swatch colours of the store catalogue's colour names. */
const COLOR_CODES: Record<string, string> = {
  Black: '#111111',
  White: '#FFFFFF',
  Navy: '#1F2A44',
  Gray: '#8E8E93',
}

/** Shipping weight of each printed type, as the shop's own garments of the same kind. */
const WEIGHT_GRAMS: Record<PartnerProductType, number> = { tshirt: 180, hoodie: 650, hat: 120 }

const slugPart = (value: string) =>
  value
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')

/**
 * `frog-frog-season-tshirt-1a2b3c4d`: readable from the symbol, title and type, and unique through the
 * design id's first characters (two designs of one project may share a title).
 */
export function partnerProductSlug(
  symbol: string,
  title: string,
  type: PartnerProductType,
  designId: string,
) {
  const parts = [slugPart(symbol), slugPart(title) || 'design', type, designId.replace(/-/g, '').slice(0, 8)]
  return parts.filter(Boolean).join('-')
}

/**
 * A product's id follows from its design and type (a name-based UUID), so the same design always makes
 * the same products: a reseeded demo shop keeps its partner product ids, and carts holding them.
 */
export function partnerProductId(designId: string, type: PartnerProductType): string {
  const hex = crypto.createHash('sha1').update(`partner-product:${designId}:${type}`).digest('hex')
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/**
 * The store products of an approved partner design: one product per store type with the catalogue's
 * price, colours and sizes (PARTNER_PRINT_CAPACITY each), the design's image, and no category (partner
 * products stay out of the shop's category pages). Run it in the approval's transaction. Idempotent: a
 * type that already has its product is left as it is. Returns the ids of the products it created.
 */
export async function createPartnerProducts(
  tx: DbOrTx,
  design: DesignInput,
  project: ProjectInput,
): Promise<string[]> {
  const created = await tx
    .insert(products)
    .values(
      PARTNER_PRODUCT_TYPES.map((type) => {
        const entry = PARTNER_STORE_CATALOGUE[type]
        return {
          id: partnerProductId(design.id, type),
          name: `${design.title} ${entry.label}`,
          slug: partnerProductSlug(project.tokenSymbol, design.title, type, design.id),
          description: design.description?.trim() || `${design.title}, a ${project.name} design.`,
          priceCents: entry.price_cents,
          categoryId: null,
          stock: PARTNER_PRINT_CAPACITY * entry.sizes.length,
          weightGrams: WEIGHT_GRAMS[type],
          imageUrl: design.imageUrl,
          partnerDesignId: design.id,
          partnerProductType: type,
          metadata: { partner_id: project.id },
        }
      }),
    )
    // Its id or its (design, type) slot taken: the type already has its product.
    .onConflictDoNothing()
    .returning({ id: products.id, type: products.partnerProductType })
  if (!created.length) return []

  const entryOf = (type: string | null) => PARTNER_STORE_CATALOGUE[type as PartnerProductType]
  await tx.insert(productImages).values(
    created.map((p) => ({
      productId: p.id,
      url: design.imageUrl,
      altText: `${design.title} ${entryOf(p.type).label}`,
      isPrimary: true,
      displayOrder: 0,
    })),
  )
  await tx.insert(productColors).values(
    created.flatMap((p) =>
      entryOf(p.type).colors.map((name, sortOrder) => ({
        productId: p.id,
        name,
        colorCode: COLOR_CODES[name] ?? '#111111',
        sortOrder,
      })),
    ),
  )
  await tx.insert(productVariants).values(
    created.flatMap((p) =>
      entryOf(p.type).sizes.map((size, sortOrder) => ({
        productId: p.id,
        size,
        stock: PARTNER_PRINT_CAPACITY,
        sortOrder,
      })),
    ),
  )
  return created.map((p) => p.id)
}

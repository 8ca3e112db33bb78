import { DESIGN_REWARD_MESSAGES as M, type publishDesignBody } from '@rdo/contracts'
import sharp from 'sharp'
import type { z } from 'zod'
import type { designProductions } from '../../db/schema/design-rewards.ts'
import { Invalid } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import type { PrintifyClient, PrintifyProductInput } from '../printify/index.ts'

type Row = typeof designProductions.$inferSelect
type Body = z.output<typeof publishDesignBody>

/** How many of the shop's newest Printify products are searched for an earlier attempt's product. */
const SEARCH_PAGES = 5
const SEARCH_PAGE_SIZE = 50

/** The Printify product an earlier attempt made for this design (it carries the design's key), if any. */
export async function findByTag(client: PrintifyClient, shopId: number, tag: string): Promise<string | null> {
  for (let page = 1; page <= SEARCH_PAGES; page++) {
    const res = await client.listProducts(shopId, page, SEARCH_PAGE_SIZE)
    for (const p of res.products) {
      const tags = p.ok ? p.product.tags : undefined
      if (p.ok && Array.isArray(tags) && tags.includes(tag)) return p.product.id
    }
    if (page >= res.lastPage) break
  }
  return null
}

const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9._/-]{0,200}$/

/** The design's primary image as the shop stored it (its bucket), read for the upload. */
export async function designImageBytes(
  ctx: AppContext,
  bucket: 'designs' | 'partners',
  url: string,
): Promise<Buffer> {
  const prefix = ctx.storage.publicUrl(bucket, '')
  const key = url.startsWith(prefix) ? url.slice(prefix.length) : null
  if (!key || !SAFE_KEY.test(key) || key.includes('..'))
    throw new Invalid(M.imageUnreadable, 'IMAGE_UNREADABLE')
  const stored = await ctx.storage.get(bucket, key)
  if (!stored) throw new Invalid(M.imageUnreadable, 'IMAGE_UNREADABLE')
  // Printify takes PNG or JPEG; the shop keeps WebP renditions.
  return sharp(Buffer.concat(await stored.body.toArray()))
    .png()
    .toBuffer()
}

/** The Printify product for the admin's choices: the variants at their prices, the image placed on every one. */
export function printifyProductInput(description: string, row: Row, imageId: string): PrintifyProductInput {
  const body = row.request as Body
  const ids = body.variants.map((v) => v.id)
  const p = body.placement
  return {
    title: body.title,
    description,
    blueprint_id: row.blueprintId,
    print_provider_id: row.printProviderId,
    tags: ['RDO community design', row.printifyTag],
    variants: body.variants.map((v) => ({ id: v.id, price: v.price_cents, is_enabled: true })),
    print_areas: [
      {
        variant_ids: ids,
        placeholders: [
          { position: p.position, images: [{ id: imageId, x: p.x, y: p.y, scale: p.scale, angle: p.angle }] },
        ],
      },
    ],
  }
}

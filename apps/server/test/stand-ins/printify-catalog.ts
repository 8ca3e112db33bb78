/**
 * The Printify stand-in's catalogue and product making: blueprints, their print providers and variants
 * (colours × sizes with print placeholders), image uploads, and products created, published and marked
 * published the way Printify's API does it. Created products join the shop's product list, so the shop
 * reads them back like any other.
 */
import crypto from 'node:crypto'
import type { StandInProduct } from './printify.ts'

type Answer = { status: number; body?: unknown }

const COLORS = [
  { id: 521, title: 'Black', hex: '#000000' },
  { id: 418, title: 'Navy', hex: '#1f2a44' },
  { id: 358, title: 'Sport Grey', hex: '#9ea0a3' },
]
const SIZES = [
  { id: 14, title: 'S' },
  { id: 15, title: 'M' },
  { id: 16, title: 'L' },
  { id: 17, title: 'XL' },
]
export const STAND_IN_BLUEPRINTS = [
  { id: 77, title: 'Unisex Heavy Blend™ Hooded Sweatshirt', brand: 'Gildan', model: '18500', images: [] },
  { id: 6, title: 'Unisex Heavy Cotton Tee', brand: 'Gildan', model: '5000', images: [] },
]
export const STAND_IN_PROVIDERS = [
  { id: 99, title: 'Printify Choice' },
  { id: 29, title: 'Monster Digital' },
]

const variantId = (blueprint: number, provider: number, c: number, s: number) =>
  blueprint * 100_000 + provider * 100 + c * 10 + s

function catalogueVariants(blueprint: number, provider: number) {
  return COLORS.flatMap((color, c) =>
    SIZES.map((size, s) => ({
      id: variantId(blueprint, provider, c, s),
      title: `${color.title} / ${size.title}`,
      options: { color: color.title, size: size.title },
      placeholders: [
        { position: 'front', height: 3995, width: 3600 },
        { position: 'back', height: 3995, width: 3600 },
      ],
    })),
  )
}

type CreateBody = {
  title?: string
  description?: string
  blueprint_id?: number
  print_provider_id?: number
  tags?: string[]
  variants?: { id: number; price: number; is_enabled?: boolean }[]
  print_areas?: { variant_ids: number[]; placeholders: { position: string; images: { id: string }[] }[] }[]
}

export type CatalogMode = 'ok' | 'create-then-fail-once' | 'refuse-create'

export function createCatalogState(origin: () => string, products: () => StandInProduct[]) {
  const uploads: { id: string; file_name: string; bytes: number }[] = []
  let mode: CatalogMode = 'ok'

  function createProduct(shopId: number, body: CreateBody): Answer {
    const bp = STAND_IN_BLUEPRINTS.find((b) => b.id === body.blueprint_id)
    const provider = STAND_IN_PROVIDERS.find((p) => p.id === body.print_provider_id)
    if (!bp || !provider)
      return {
        status: 400,
        body: { status: 'error', errors: { reason: 'Blueprint or print provider not found' } },
      }
    if (mode === 'refuse-create') {
      mode = 'ok'
      return {
        status: 400,
        body: { status: 'error', errors: { reason: 'Print area image is outside the printable area' } },
      }
    }
    const offered = new Map(catalogueVariants(bp.id, provider.id).map((v) => [v.id, v]))
    const chosen = body.variants ?? []
    if (!chosen.length || chosen.some((v) => !offered.has(v.id))) {
      return { status: 400, body: { status: 'error', errors: { reason: 'Variant not offered' } } }
    }
    const imageIds = (body.print_areas ?? []).flatMap((a) =>
      a.placeholders.flatMap((p) => p.images.map((i) => i.id)),
    )
    if (!imageIds.length || imageIds.some((id) => !uploads.some((u) => u.id === id))) {
      return { status: 400, body: { status: 'error', errors: { reason: 'Image not uploaded' } } }
    }
    const id = crypto.randomBytes(12).toString('hex')
    const used = chosen.map((v) => offered.get(v.id)!)
    const colors = COLORS.filter((c) => used.some((v) => v.options.color === c.title))
    const sizes = SIZES.filter((s) => used.some((v) => v.options.size === s.title))
    const variants = chosen.map((v, i) => {
      const o = offered.get(v.id)!
      const color = COLORS.find((c) => c.title === o.options.color)!
      const size = SIZES.find((s) => s.title === o.options.size)!
      return {
        id: v.id,
        sku: `SKU-${id.slice(0, 6)}-${v.id}`,
        cost: 2150,
        price: v.price,
        title: o.title,
        grams: 500,
        is_enabled: v.is_enabled !== false,
        is_default: i === 0,
        is_available: true,
        options: [color.id, size.id],
        quantity: 1,
      }
    })
    const images = colors.map((color, c) => ({
      src: `${origin()}/images/${id}-${color.id}-front.png`,
      variant_ids: variants.filter((v) => v.options[0] === color.id).map((v) => v.id),
      position: 'front',
      is_default: c === 0,
      is_selected_for_publishing: true,
    }))
    const product: StandInProduct = {
      id,
      title: body.title ?? 'Untitled',
      description: body.description ?? '',
      tags: body.tags ?? [],
      options: [
        {
          name: 'Colors',
          type: 'color',
          values: colors.map((c) => ({ id: c.id, title: c.title, colors: [c.hex] })),
        },
        { name: 'Sizes', type: 'size', values: sizes },
      ],
      variants,
      images,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
      visible: false,
      is_locked: false,
      blueprint_id: bp.id,
      user_id: 7_000_001,
      shop_id: shopId,
      print_provider_id: provider.id,
      print_areas: body.print_areas ?? [],
      sales_channel_properties: [],
      published: false,
      external: null,
    }
    products().unshift(product)
    if (mode === 'create-then-fail-once') {
      mode = 'ok'
      return { status: 500, body: { error: 'Internal Server Error' } }
    }
    return { status: 200, body: product }
  }

  /** Answers catalogue, upload and product-making requests; null for anything else. */
  function answer(method: string, path: string, raw: string): Answer | null {
    const parse = () => (raw ? (JSON.parse(raw) as Record<string, unknown>) : {})
    if (method === 'GET' && path === '/v1/catalog/blueprints.json')
      return { status: 200, body: STAND_IN_BLUEPRINTS }
    const providers = /^\/v1\/catalog\/blueprints\/(\d+)\/print_providers\.json$/.exec(path)
    if (method === 'GET' && providers) {
      if (!STAND_IN_BLUEPRINTS.some((b) => b.id === Number(providers[1])))
        return { status: 404, body: { error: 'Not found' } }
      return { status: 200, body: STAND_IN_PROVIDERS }
    }
    const variants = /^\/v1\/catalog\/blueprints\/(\d+)\/print_providers\/(\d+)\/variants\.json$/.exec(path)
    if (method === 'GET' && variants) {
      const [bp, pp] = [Number(variants[1]), Number(variants[2])]
      if (!STAND_IN_BLUEPRINTS.some((b) => b.id === bp) || !STAND_IN_PROVIDERS.some((p) => p.id === pp))
        return { status: 404, body: { error: 'Not found' } }
      return {
        status: 200,
        body: {
          id: pp,
          title: STAND_IN_PROVIDERS.find((p) => p.id === pp)!.title,
          variants: catalogueVariants(bp, pp),
        },
      }
    }
    if (method === 'POST' && path === '/v1/uploads/images.json') {
      const body = parse() as { file_name?: string; contents?: string; url?: string }
      const bytes = body.contents ? Buffer.from(body.contents, 'base64').length : 0
      if (!body.file_name || (!bytes && !body.url))
        return {
          status: 400,
          body: { status: 'error', errors: { reason: 'file_name and contents or url are required' } },
        }
      const upload = { id: crypto.randomBytes(12).toString('hex'), file_name: body.file_name, bytes }
      uploads.push(upload)
      return {
        status: 200,
        body: {
          ...upload,
          height: 1000,
          width: 1000,
          size: bytes,
          mime_type: 'image/png',
          preview_url: `${origin()}/images/${upload.id}.png`,
          upload_time: new Date().toISOString(),
        },
      }
    }
    const create = /^\/v1\/shops\/(\d+)\/products\.json$/.exec(path)
    if (method === 'POST' && create) return createProduct(Number(create[1]), parse() as CreateBody)
    const action = /^\/v1\/shops\/(\d+)\/products\/([^/]+)\/(publish|publishing_succeeded)\.json$/.exec(path)
    if (method === 'POST' && action) {
      const product = products().find((p) => p.id === action[2])
      if (!product) return { status: 404, body: { error: 'Product not found.' } }
      if (action[3] === 'publish') product.is_locked = true
      else {
        product.published = true
        product.visible = true
        product.is_locked = false
        product.external = (parse() as { external?: unknown }).external ?? null
      }
      return { status: 200, body: {} }
    }
    return null
  }

  return {
    uploads,
    answer,
    setMode: (next: CatalogMode) => void (mode = next),
    reset: () => {
      uploads.length = 0
      mode = 'ok'
    },
  }
}

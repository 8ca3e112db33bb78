import crypto from 'node:crypto'
import { PRINTIFY_MESSAGES as M, PRODUCT_MAX_IMAGES } from '@rdo/contracts'
import type { PrintifyOption, PrintifyProduct } from './printify-shapes.ts'

/** Bumped when the mapping below changes, so a re-import rewrites products made by the old one. */
const MAPPING_VERSION = 2

export type PlannedColor = { valueId: number; name: string; hex: string }
export type PlannedImage = { src: string; colorValueId: number | null; position: string }

/** What one Printify product becomes in the shop, before any image is downloaded. */
export type ImportPlan = {
  externalId: string
  name: string
  description: string
  priceCents: number
  active: boolean
  sizes: string[]
  colors: PlannedColor[]
  images: PlannedImage[]
  /** Kept as products.metadata.printify (with the images' local copies and the hash added). */
  printify: {
    blueprint_id: number
    print_provider_id: number
    variants: {
      id: number
      title: string
      price: number
      is_enabled: boolean
      is_available: boolean
      options: number[]
      sku: string | null
    }[]
    options: { name: string; type: string; values: { id: number; title: string; colors?: string[] }[] }[]
  }
  /** Fingerprint of everything above and the shop: equal hashes mean a re-import changes nothing. */
  hash: string
}

export class PlanError extends Error {}

/** Printify descriptions are HTML; the shop shows plain text. */
export function plainText(html: string): string {
  return html
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/\s*(p|div|li|h[1-6])\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&#(\d+);/g, (_m, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** '#1A2b3c', '1a2b3c' or '#abc' → '#1a2b3c'; anything else black, the product form's default. */
export function hexColor(value: string | undefined): string {
  const v = (value ?? '').trim().replace(/^#/, '').toLowerCase()
  if (/^[0-9a-f]{6}$/.test(v)) return `#${v}`
  if (/^[0-9a-f]{3}$/.test(v)) return `#${[...v].map((c) => c + c).join('')}`
  return '#000000'
}

const findOption = (options: PrintifyOption[], type: string, name: RegExp) =>
  options.find((o) => o.type === type) ?? options.find((o) => name.test(o.name))

/**
 * Maps a Printify product: name and plain-text description, price from the first enabled (and
 * available) variant,
 * active from visible; sizes and colours are the option values the enabled variants use, in the
 * option's own order, colours with their hex; images default first, without duplicates, at most
 * PRODUCT_MAX_IMAGES, each tied to a colour when all its enabled variants share one.
 */
export function planImport(product: PrintifyProduct, shopId: number): ImportPlan {
  // A variant the provider marks unavailable is not sold: its size or colour shows only if another
  // variant still sells it (and an order for the missing combination is refused).
  const enabled = product.variants.filter((v) => v.is_enabled && v.is_available !== false)
  if (!enabled.length) throw new PlanError(M.productNoEnabledVariant)
  const sizeOption = findOption(product.options, 'size', /size/i)
  const colorOption = findOption(product.options, 'color', /colou?r/i)
  const used = new Set(enabled.flatMap((v) => v.options))

  const sizes = [
    ...new Set((sizeOption?.values ?? []).filter((v) => used.has(v.id)).map((v) => v.title.trim())),
  ].filter(Boolean)
  const colors: PlannedColor[] = []
  for (const v of colorOption?.values ?? []) {
    const name = v.title.trim()
    if (!used.has(v.id) || !name || colors.some((c) => c.name.toLowerCase() === name.toLowerCase())) continue
    colors.push({ valueId: v.id, name, hex: hexColor(v.colors?.[0]) })
  }

  const colorOfVariant = new Map(
    enabled.map((v) => [v.id, colors.find((c) => v.options.includes(c.valueId))?.valueId ?? null]),
  )
  const images: PlannedImage[] = []
  const ordered = [...product.images].sort((a, b) => Number(b.is_default) - Number(a.is_default))
  for (const img of ordered) {
    if (images.length >= PRODUCT_MAX_IMAGES || images.some((i) => i.src === img.src)) continue
    const shown = img.variant_ids.filter((id) => colorOfVariant.has(id))
    // An image only of variants that are not sold shows nothing the shop offers.
    if (img.variant_ids.length && !shown.length) continue
    const colorIds = new Set(shown.map((id) => colorOfVariant.get(id)))
    const only = colorIds.size === 1 ? [...colorIds][0]! : null
    images.push({ src: img.src, colorValueId: shown.length ? only : null, position: img.position })
  }

  const plan = {
    externalId: product.id,
    name: product.title.trim() || `Printify product ${product.id}`,
    description: plainText(product.description),
    priceCents: enabled[0]!.price,
    active: product.visible,
    sizes,
    colors,
    images,
    printify: {
      blueprint_id: product.blueprint_id,
      print_provider_id: product.print_provider_id,
      variants: product.variants.map((v) => ({
        id: v.id,
        title: v.title,
        price: v.price,
        is_enabled: v.is_enabled,
        is_available: v.is_available !== false,
        options: v.options,
        sku: v.sku ?? null,
      })),
      options: product.options.map((o) => ({
        name: o.name,
        type: o.type,
        values: o.values.map((v) => ({
          id: v.id,
          title: v.title,
          ...(v.colors ? { colors: v.colors } : {}),
        })),
      })),
    },
  }
  const hash = crypto
    .createHash('sha256')
    .update(JSON.stringify({ v: MAPPING_VERSION, shopId, ...plan }))
    .digest('hex')
  return { ...plan, hash }
}

/** Lower-case, every run of other characters a hyphen, no hyphen at either end. */
export function slugOf(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 80)
      .replace(/^-+|-+$/g, '') || 'product'
  )
}

export type VariantLink = {
  size: string
  color: string
  variantId: number
  sku: string | null
  available: boolean
}

/**
 * Which Printify variant makes each size × colour the shop sells ('' where the product has no sizes or
 * no colours), from what the import kept in metadata.printify. Only enabled variants are linked; one
 * the provider marks unavailable is linked with `available: false`, so orders for it are refused.
 */
export function variantLinks(printify: Pick<ImportPlan['printify'], 'variants' | 'options'>): VariantLink[] {
  const sizeOption = findOption(printify.options as PrintifyOption[], 'size', /size/i)
  const colorOption = findOption(printify.options as PrintifyOption[], 'color', /colou?r/i)
  const title = (option: typeof sizeOption, ids: number[]) =>
    option?.values.find((v) => ids.includes(v.id))?.title.trim() ?? ''
  const links = new Map<string, VariantLink>()
  for (const v of printify.variants) {
    if (!v.is_enabled) continue
    const link = {
      size: title(sizeOption, v.options),
      color: title(colorOption, v.options),
      variantId: v.id,
      sku: v.sku ?? null,
      available: v.is_available !== false,
    }
    const key = `${link.size}\u0000${link.color}`
    // Two variants for one combination (an option the shop does not show): keep an available one.
    if (!links.has(key) || (!links.get(key)!.available && link.available)) links.set(key, link)
  }
  return [...links.values()]
}

import { describe, expect, it } from 'vitest'
import type { ProductDetail } from '@rdo/contracts'
import { CATALOG_MESSAGES } from '@rdo/contracts/storefront-messages'
import {
  ADD_LINK_MESSAGES,
  parseAddLink,
  resolveAddLink,
  withoutAddLink,
  type AddLinkResult,
} from './cart-add-link'

const parse = (search: string) => parseAddLink(new URLSearchParams(search))

function lineOf(result: AddLinkResult) {
  if (result.error !== undefined) throw new Error(result.error)
  return result.line
}

const variant = (size: string, stock = 10) => ({
  id: `v-${size}`,
  size,
  stock,
  chest: null,
  length: null,
  sleeve: null,
})

const tee: ProductDetail = {
  id: 'prod-1',
  name: 'Frog Season T-Shirt',
  slug: 'frog-season-t-shirt',
  sku: 'P-1',
  description: null,
  price_cents: 2999,
  category: null,
  stock: 30,
  low_stock_threshold: 5,
  inventory_status: 'in_stock',
  drop: null,
  rating: { count: 0, average: null },
  weight_grams: 180,
  image_url: 'https://cdn.test/frog-1200.webp',
  care_instructions: null,
  fit_description: null,
  gender: 'unisex',
  featured: false,
  size_guide: [],
  variants: [variant('S'), variant('M'), variant('XL', 0)],
  colors: [
    { id: 'c-black', name: 'Black', color_code: '#000' },
    { id: 'c-white', name: 'White', color_code: '#fff' },
  ],
  images: [
    {
      id: 'i1',
      url: 'https://cdn.test/all.webp',
      alt_text: null,
      is_primary: true,
      display_order: 0,
      color_id: null,
    },
    {
      id: 'i2',
      url: 'https://cdn.test/white.webp',
      alt_text: null,
      is_primary: false,
      display_order: 1,
      color_id: 'c-white',
    },
  ],
  materials: [],
  created_at: '2025-01-01T00:00:00.000Z',
}

const hat: ProductDetail = {
  ...tee,
  id: 'prod-2',
  name: 'Frog Season Hat',
  slug: 'frog-season-hat',
  variants: [variant('One Size')],
  colors: [{ id: 'c-black', name: 'Black', color_code: '#000' }],
  images: [],
}

describe('parseAddLink', () => {
  it('is null without a product', () => {
    expect(parse('')).toBeNull()
    expect(parse('add=&size=M')).toBeNull()
    expect(parse('coupon=X')).toBeNull()
  })

  it('reads the product, size, colour and quantity', () => {
    expect(parse('add=frog-season-t-shirt&size=M&color=Black&qty=2')).toEqual({
      slug: 'frog-season-t-shirt',
      size: 'M',
      color: 'Black',
      quantity: 2,
    })
    expect(parse('add=frog&size=One%20Size')).toEqual({
      slug: 'frog',
      size: 'One Size',
      color: null,
      quantity: 1,
    })
  })

  it('keeps the quantity between 1 and 10', () => {
    expect(parse('add=x&qty=0')?.quantity).toBe(1)
    expect(parse('add=x&qty=-3')?.quantity).toBe(1)
    expect(parse('add=x&qty=abc')?.quantity).toBe(1)
    expect(parse('add=x&qty=2.5')?.quantity).toBe(1)
    expect(parse('add=x&qty=500')?.quantity).toBe(10)
  })

  it('takes only its own parameters out of the address', () => {
    const rest = withoutAddLink(new URLSearchParams('add=x&size=M&color=Black&qty=2&utm_source=embed'))
    expect(rest.toString()).toBe('utm_source=embed')
  })
})

describe('resolveAddLink', () => {
  it('builds the line the product page would add', () => {
    const result = resolveAddLink({ slug: tee.slug, size: 'm', color: 'white', quantity: 2 }, tee)
    expect(result).toEqual({
      line: {
        productId: 'prod-1',
        slug: 'frog-season-t-shirt',
        name: 'Frog Season T-Shirt (M, White)',
        imageUrl: 'https://cdn.test/white.webp',
        priceCents: 2999,
        size: 'M',
        color: 'White',
        weightGrams: 180,
        quantity: 2,
      },
    })
  })

  it('uses the shared picture when the colour has none of its own', () => {
    const line = lineOf(resolveAddLink({ slug: tee.slug, size: 'S', color: 'Black', quantity: 1 }, tee))
    expect(line.imageUrl).toBe('https://cdn.test/all.webp')
  })

  it('needs no size or colour when the product has a single one', () => {
    const line = lineOf(resolveAddLink({ slug: hat.slug, size: null, color: null, quantity: 1 }, hat))
    expect(line).toMatchObject({ name: 'Frog Season Hat (One Size, Black)', size: 'One Size' })
    expect(line.imageUrl).toBe(hat.image_url)
  })

  it('refuses an unknown or missing size', () => {
    expect(resolveAddLink({ slug: tee.slug, size: 'XXS', color: 'Black', quantity: 1 }, tee)).toEqual({
      error: ADD_LINK_MESSAGES.sizeUnavailable('XXS', tee.name),
    })
    expect(resolveAddLink({ slug: tee.slug, size: null, color: 'Black', quantity: 1 }, tee)).toEqual({
      error: CATALOG_MESSAGES.selectSize,
    })
  })

  it('refuses a size out of stock', () => {
    expect(resolveAddLink({ slug: tee.slug, size: 'XL', color: 'Black', quantity: 1 }, tee)).toEqual({
      error: CATALOG_MESSAGES.sizeOutOfStock,
    })
  })

  it('refuses an unknown or missing colour', () => {
    expect(resolveAddLink({ slug: tee.slug, size: 'M', color: 'Navy', quantity: 1 }, tee)).toEqual({
      error: ADD_LINK_MESSAGES.colorUnavailable('Navy', tee.name),
    })
    expect(resolveAddLink({ slug: tee.slug, size: 'M', color: null, quantity: 1 }, tee)).toEqual({
      error: ADD_LINK_MESSAGES.selectColor,
    })
  })

  it('refuses a size or colour for a product that has none', () => {
    const plain = { ...tee, variants: [], colors: [] }
    expect(resolveAddLink({ slug: tee.slug, size: 'M', color: null, quantity: 1 }, plain).error).toBe(
      ADD_LINK_MESSAGES.sizeUnavailable('M', tee.name),
    )
    expect(resolveAddLink({ slug: tee.slug, size: null, color: 'Red', quantity: 1 }, plain).error).toBe(
      ADD_LINK_MESSAGES.colorUnavailable('Red', tee.name),
    )
    const line = lineOf(resolveAddLink({ slug: tee.slug, size: null, color: null, quantity: 1 }, plain))
    expect(line.name).toBe(tee.name)
  })
})

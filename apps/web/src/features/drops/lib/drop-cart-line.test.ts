import { describe, expect, it } from 'vitest'
import type { ProductVariant } from '@rdo/contracts'
import { CATALOG_MESSAGES } from '@rdo/contracts/storefront-messages'
import { chosenVariant, dropCartLine } from './drop-cart-line'

const size = (id: string, stock: number): ProductVariant => ({
  id,
  size: id.toUpperCase(),
  stock,
  chest: null,
  length: null,
  sleeve: null,
})
const product = {
  id: 'p1',
  slug: 'wagmi-tee',
  name: 'WAGMI Tee',
  price_cents: 3500,
  weight_grams: 180,
  variants: [size('s', 0), size('m', 4)],
}

describe('chosenVariant', () => {
  it('asks for a size when there are several and none is picked', () => {
    expect(chosenVariant(product, null)).toEqual({ variant: null, problem: CATALOG_MESSAGES.selectSize })
  })
  it('refuses a sold-out size and takes the only size without asking', () => {
    expect(chosenVariant(product, size('s', 0)).problem).toBe(CATALOG_MESSAGES.sizeOutOfStock)
    expect(chosenVariant({ variants: [size('m', 2)] }, null).variant?.id).toBe('m')
    expect(chosenVariant({ variants: [] }, null)).toEqual({ variant: null, problem: null })
  })
})

describe('dropCartLine', () => {
  it('names the size and colour and carries the admitted units', () => {
    expect(dropCartLine(product, size('m', 4), { name: 'Black' }, '/img.webp', 2)).toEqual({
      productId: 'p1',
      slug: 'wagmi-tee',
      name: 'WAGMI Tee (M, Black)',
      imageUrl: '/img.webp',
      priceCents: 3500,
      size: 'M',
      color: 'Black',
      weightGrams: 180,
      quantity: 2,
    })
    expect(dropCartLine(product, null, null, null, 1).name).toBe('WAGMI Tee')
  })
})

import { describe, expect, it } from 'vitest'
import {
  ADMIN_PRODUCT_MESSAGES as M,
  adminProductBody,
  adminProductForm,
  productFormToBody,
  productToForm,
  type AdminProduct,
} from './catalog-admin.ts'

const COLOR_ID = '5f0c2f5e-7a51-4c0e-9d55-0c6f4c3c8a12'

const product: AdminProduct = {
  id: '5f0c2f5e-7a51-4c0e-9d55-0c6f4c3c8a10',
  name: 'Genesis Hoodie',
  slug: 'genesis-hoodie',
  description: null,
  category_id: null,
  gender: 'men',
  price_cents: 5999,
  stock: 5,
  low_stock_threshold: 3,
  weight_grams: 600,
  active: true,
  featured: false,
  care_instructions: null,
  fit_description: 'Boxy',
  image_url: '/files/products/a-1200.webp',
  external_id: null,
  external_source: null,
  external_shop_id: null,
  metadata: {},
  has_orders: false,
  variants: [{ id: 'v1', size: 'M', stock: 5, chest: '100', length: null, sleeve: null }],
  colors: [{ id: COLOR_ID, name: 'Black', color_code: '#000000' }],
  materials: [{ material_id: '5f0c2f5e-7a51-4c0e-9d55-0c6f4c3c8a11', name: 'Cotton', percentage: 100 }],
  images: [
    {
      id: 'i1',
      url: '/files/products/a-1200.webp',
      alt_text: null,
      is_primary: true,
      display_order: 0,
      color_id: COLOR_ID,
    },
  ],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
}

const errorsOf = (values: object) => {
  const res = adminProductForm.safeParse(values)
  return res.success ? [] : res.error.issues.map((i) => i.message)
}

describe('the product form', () => {
  it('turns a product into form values and back into the body the server takes', () => {
    const values = adminProductForm.parse(productToForm(product))
    const body = adminProductBody.parse(productFormToBody(values))
    expect(body).toMatchObject({
      name: 'Genesis Hoodie',
      slug: 'genesis-hoodie',
      price_cents: 5999,
      category_id: '',
      variants: [{ size: 'M', stock: 5, chest: '100', length: '', sleeve: '' }],
      colors: [{ key: COLOR_ID, id: COLOR_ID, name: 'Black', color_code: '#000000' }],
      images: [{ url: '/files/products/a-1200.webp', is_primary: true, color_key: COLOR_ID }],
    })
  })

  it('starts a new product with the defaults and one empty row per list', () => {
    const values = productToForm(null)
    expect(values).toMatchObject({ stock: 0, weight_grams: 0, low_stock_threshold: 10, gender: 'unisex' })
    expect([values.variants, values.colors, values.materials, values.images].map((l) => l?.length)).toEqual([
      1, 1, 1, 1,
    ])
    expect(errorsOf({ ...values, name: 'New' })).toEqual([])
  })

  it('takes prices in dollars with at most two decimals', () => {
    const base = { ...productToForm(null), name: 'Tee' }
    expect(productFormToBody(adminProductForm.parse({ ...base, price: 19.99 })).price_cents).toBe(1999)
    expect(productFormToBody(adminProductForm.parse({ ...base, price: 0.1 + 0.2 })).price_cents).toBe(30)
    expect(errorsOf({ ...base, price: 1.999 })).toEqual([M.priceCents])
    expect(errorsOf({ ...base, price: Number.NaN })).toEqual([M.priceRequired])
    expect(errorsOf({ ...base, price: -1 })).toEqual([M.priceMin])
    expect(errorsOf({ ...base, name: ' ', price: 1 })).toEqual([M.nameRequired])
  })

  it('refuses a sixteenth image and a second primary', () => {
    const base = { ...productToForm(null), name: 'Tee', price: 1 }
    const image = (n: number, is_primary = false) => ({ url: `/files/${n}.webp`, is_primary })
    expect(errorsOf({ ...base, images: Array.from({ length: 16 }, (_, n) => image(n)) })).toEqual([
      M.tooManyImages,
    ])
    // Empty rows do not count.
    expect(
      errorsOf({ ...base, images: [...Array.from({ length: 15 }, (_, n) => image(n)), { url: '' }] }),
    ).toEqual([])
    expect(errorsOf({ ...base, images: [image(1, true), image(2, true)] })).toEqual([M.onePrimary])
  })
})

import type { World } from '../route-fixtures.ts'

/** A product with two sizes, one colour and an image tied to it (it creates a product when accepted). */
const productSample = () => ({
  name: 'Fuzz Tee',
  slug: '',
  description: 'A tee',
  price_cents: 2500,
  stock: 0,
  low_stock_threshold: 10,
  weight_grams: 200,
  gender: 'unisex',
  active: true,
  featured: false,
  variants: [
    { size: 'S', stock: 1, chest: '90', length: '70', sleeve: '20' },
    { size: 'M', stock: 2 },
  ],
  colors: [{ key: 'c1', name: 'Black', color_code: '#101010' }],
  materials: [],
  images: [{ url: '/files/products/fuzz.webp', alt_text: 'Fuzz', is_primary: true, color_key: 'c1' }],
})

/** Valid bodies for this domain's back-office routes (`METHOD /path` → body), merged into the bad-input test. */
export const samples: Record<string, (w: World) => unknown> = {
  'POST /api/admin/products': productSample,
  'PUT /api/admin/products/:id': productSample,
  'POST /api/admin/materials': () => ({ name: 'Fuzz cotton' }),
}

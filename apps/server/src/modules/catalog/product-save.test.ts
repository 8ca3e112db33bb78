import { adminProductBody } from '@rdo/contracts'
import { describe, expect, it } from 'vitest'
import { normalizeProduct, slugify } from './product-save.ts'

describe('slugify', () => {
  it('lower-cases and turns every run of other characters into one hyphen', () => {
    expect(slugify('Genesis Hoodie')).toBe('genesis-hoodie')
    expect(slugify('  $RDO — Tee (v2)!  ')).toBe('rdo-tee-v2')
    expect(slugify('Ünïcode 𝕏')).toBe('n-code')
    expect(slugify('!!!')).toBe('')
    expect(slugify('a'.repeat(100))).toHaveLength(80)
  })
})

describe('normalizeProduct', () => {
  const parse = (body: object) => adminProductBody.parse({ name: 'Tee', price_cents: 100, ...body })

  it('drops empty rows, sums stock over sizes and picks the first image as primary when none is', () => {
    const rows = normalizeProduct(
      parse({
        stock: 99,
        variants: [
          { size: 'S', stock: 2, chest: '90', length: '', sleeve: '' },
          { size: '', stock: 50 },
          { size: 'M', stock: 3 },
        ],
        colors: [
          { key: 'a', name: '' },
          { key: 'b', name: 'Black' },
        ],
        materials: [
          { material_id: null, percentage: 40 },
          { material_id: '8a3c9f1e-2b4d-4c6e-8f0a-1b2c3d4e5f60', percentage: 0 },
          { material_id: '8a3c9f1e-2b4d-4c6e-8f0a-1b2c3d4e5f61', percentage: 60 },
        ],
        images: [{ url: '' }, { url: '/files/a.webp' }, { url: '/files/b.webp' }],
      }),
    )
    expect(rows.stock).toBe(5)
    expect(rows.variants.map((v) => v.size)).toEqual(['S', 'M'])
    expect(rows.sizeGuide).toEqual([{ id: 's', size: 'S', chest: '90', length: '', sleeve: '' }])
    expect(rows.colors.map((c) => c.key)).toEqual(['b'])
    expect(rows.materials).toEqual([{ materialId: '8a3c9f1e-2b4d-4c6e-8f0a-1b2c3d4e5f61', percentage: 60 }])
    expect(rows.images.map((i) => [i.url, i.is_primary])).toEqual([
      ['/files/a.webp', true],
      ['/files/b.webp', false],
    ])
    expect(rows.imageUrl).toBe('/files/a.webp')
  })

  it("keeps the product's own stock without sizes, and no picture without images", () => {
    const rows = normalizeProduct(parse({ stock: 7 }))
    expect(rows).toMatchObject({ stock: 7, imageUrl: null, variants: [], images: [] })
  })
})

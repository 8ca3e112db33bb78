import { PRINTIFY_MESSAGES as M } from '@rdo/contracts'
import { describe, expect, it } from 'vitest'
import { standInProduct } from '../../../test/stand-ins/printify.ts'
import { hexColor, planImport, plainText, slugOf } from './printify-mapping.ts'
import { printifyProduct, type PrintifyProduct } from './printify-shapes.ts'

const product = (overrides: Record<string, unknown> = {}): PrintifyProduct =>
  printifyProduct.parse(standInProduct('https://images.example', 1, overrides))

describe('mapping a Printify product', () => {
  it('takes the first enabled variant’s price, the used sizes and colours, and visible as active', () => {
    const base = product()
    const variants = base.variants.map((v, i) => ({ ...v, is_enabled: i !== 0 }))
    const plan = planImport({ ...base, variants, visible: false }, 1001)
    expect(plan.priceCents).toBe(variants[1]!.price)
    expect(plan.active).toBe(false)
    expect(plan.sizes).toEqual(['S', 'M', 'L', 'XL'])
    expect(plan.colors.map((c) => [c.name, c.hex])).toEqual([
      ['Heather Navy', '#2a3b5c'],
      ['White', '#ffffff'],
    ])
  })

  it('drops images of colours not sold and ties the others to their colour', () => {
    const base = product()
    const whiteIds = new Set(base.variants.filter((v) => v.options.includes(1)).map((v) => v.id))
    const variants = base.variants.map((v) => ({ ...v, is_enabled: !whiteIds.has(v.id) }))
    const plan = planImport({ ...base, variants }, 1001)
    expect(plan.colors.map((c) => c.name)).toEqual(['Heather Navy'])
    expect(plan.images).toHaveLength(2)
    expect(plan.images.every((i) => i.colorValueId === 418)).toBe(true)
  })

  it('refuses a product with no enabled variant', () => {
    const base = product()
    expect(() =>
      planImport({ ...base, variants: base.variants.map((v) => ({ ...v, is_enabled: false })) }, 1),
    ).toThrow(M.productNoEnabledVariant)
  })

  it('hashes the content and the shop, so only a real change differs', () => {
    expect(planImport(product(), 1).hash).toBe(planImport(product(), 1).hash)
    expect(planImport(product(), 1).hash).not.toBe(planImport(product(), 2).hash)
    expect(planImport(product(), 1).hash).not.toBe(planImport(product({ title: 'Other' }), 1).hash)
  })

  it('turns HTML descriptions into text, colours into #rrggbb and titles into slugs', () => {
    expect(plainText('<p>Soft &amp; warm</p><ul><li>100% cotton</li></ul>')).toBe('Soft & warm\n100% cotton')
    expect(hexColor('#ABC')).toBe('#aabbcc')
    expect(hexColor('1A2B3C')).toBe('#1a2b3c')
    expect(hexColor('navy')).toBe('#000000')
    expect(slugOf('  Unisex Heavy Blend™ Hoodie — Black!  ')).toBe('unisex-heavy-blend-hoodie-black')
    expect(slugOf('***')).toBe('product')
  })
})

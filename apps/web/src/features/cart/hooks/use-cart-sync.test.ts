import { describe, expect, it } from 'vitest'
import type { CartLine } from './use-cart'
import { withEdits } from './use-cart-sync'

const line = (productId: string, quantity: number, size = 'M'): CartLine => ({
  productId,
  slug: productId,
  name: `${productId} (${size})`,
  imageUrl: null,
  priceCents: 1000,
  size,
  color: 'Black',
  quantity,
})

describe('withEdits: changes made while the account cart loads', () => {
  it('keeps a line added in the meantime next to the account lines', () => {
    const account = [line('a', 2)]
    expect(withEdits(account, [], [line('b', 1)])).toEqual([line('a', 2), line('b', 1)])
  })

  it('adds a raised quantity on top of the account quantity, within the line limit', () => {
    expect(withEdits([line('a', 3)], [line('a', 1)], [line('a', 2)])).toEqual([line('a', 4)])
    expect(withEdits([line('a', 9)], [line('a', 1)], [line('a', 5)])).toEqual([line('a', 10)])
  })

  it('drops a line removed in the meantime, and leaves unchanged lines as the account has them', () => {
    expect(withEdits([line('a', 3), line('b', 1)], [line('a', 1), line('b', 1)], [line('b', 1)])).toEqual([
      line('b', 1),
    ])
  })

  it('tells sizes of one product apart', () => {
    expect(withEdits([line('a', 1, 'S')], [], [line('a', 1, 'L')])).toEqual([
      line('a', 1, 'S'),
      line('a', 1, 'L'),
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { fulfilmentStatusOf, orderStatusOf } from './order-progress.ts'

describe('an order follows its lines', () => {
  it('is partially shipped while some lines have shipped, shipped when all have, delivered when all are', () => {
    expect(orderStatusOf('processing', ['processing', 'in_production'])).toBe('processing')
    expect(orderStatusOf('processing', ['shipped', 'processing'])).toBe('partially_shipped')
    expect(orderStatusOf('partially_shipped', ['shipped', 'delivered'])).toBe('shipped')
    expect(orderStatusOf('shipped', ['delivered', 'delivered'])).toBe('delivered')
  })

  it('never moves an unpaid, cancelled, refunded or delivered order, nor a shipped one back', () => {
    for (const status of ['pending_payment', 'cancelled', 'refunded', 'delivered'] as const) {
      expect(orderStatusOf(status, ['shipped', 'processing'])).toBe(status)
    }
    expect(orderStatusOf('shipped', ['shipped', 'processing'])).toBe('shipped')
    expect(orderStatusOf('processing', [])).toBe('processing')
  })
})

describe('a fulfilment follows its lines', () => {
  it('moves on from its own status, but leaves a failed or cancelled one for staff', () => {
    expect(fulfilmentStatusOf('in_production', ['in_production', 'shipped'])).toBe('partially_shipped')
    expect(fulfilmentStatusOf('pending', ['shipped'])).toBe('shipped')
    expect(fulfilmentStatusOf('shipped', ['delivered'])).toBe('delivered')
    expect(fulfilmentStatusOf('awaiting_production', ['processing'])).toBe('awaiting_production')
    expect(fulfilmentStatusOf('failed', ['shipped'])).toBe('failed')
    expect(fulfilmentStatusOf('cancelled', ['delivered'])).toBe('cancelled')
  })
})

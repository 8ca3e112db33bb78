import { ADMIN_ORDER_MESSAGES, ORDER_STATUSES, ORDER_TRANSITIONS, nextOrderStatuses } from '@rdo/contracts'
import { describe, expect, it } from 'vitest'
import { planStatusChange } from './order-lifecycle.ts'

describe('order lifecycle', () => {
  it('allows exactly the mapped transitions of a paid order', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const allowed = ORDER_TRANSITIONS[from].includes(to) && nextOrderStatuses(from, 'paid').includes(to)
        if (allowed) expect(() => planStatusChange(from, to, 'paid')).not.toThrow()
        else expect(() => planStatusChange(from, to, 'paid')).toThrow()
      }
    }
  })

  it('says why a change is refused', () => {
    expect(() => planStatusChange('shipped', 'processing', 'paid')).toThrow(
      'An order that is shipped cannot become processing',
    )
    expect(() => planStatusChange('delivered', 'delivered', 'paid')).toThrow('The order is already delivered')
    expect(() => planStatusChange('pending_payment', 'processing', 'unpaid')).toThrow(
      ADMIN_ORDER_MESSAGES.notPaid,
    )
    expect(() => planStatusChange('cancelled', 'refunded', 'paid')).toThrow(
      'An order that is cancelled cannot become refunded',
    )
  })

  it('releases stock only while it is held, and refunds only a paid order', () => {
    expect(planStatusChange('pending_payment', 'cancelled', 'unpaid')).toEqual({
      releaseStock: true,
      refund: false,
      notice: 'cancelled',
    })
    expect(planStatusChange('preparing', 'cancelled', 'paid')).toEqual({
      releaseStock: true,
      refund: true,
      notice: 'cancelled_refunded',
    })
    expect(planStatusChange('processing', 'refunded', 'paid')).toMatchObject({
      releaseStock: true,
      refund: true,
    })
    expect(planStatusChange('shipped', 'refunded', 'paid')).toMatchObject({
      releaseStock: false,
      refund: true,
    })
    expect(planStatusChange('delivered', 'refunded', 'paid')).toMatchObject({
      releaseStock: false,
      refund: true,
    })
    expect(planStatusChange('processing', 'shipped', 'paid')).toEqual({
      releaseStock: false,
      refund: false,
      notice: 'shipped',
    })
  })

  it('offers an unpaid order only cancellation', () => {
    expect(nextOrderStatuses('pending_payment', 'unpaid')).toEqual(['cancelled'])
    expect(nextOrderStatuses('cancelled', 'paid')).toEqual([])
    expect(nextOrderStatuses('refunded', 'refunded')).toEqual([])
  })
})

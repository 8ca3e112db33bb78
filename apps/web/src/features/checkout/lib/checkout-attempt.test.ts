import { describe, expect, it } from 'vitest'
import type { CreateOrderBody } from '@rdo/contracts'
import { checkoutAttemptKey, endCheckoutAttempt } from './checkout-attempt'

const body = (quantity: number): CreateOrderBody => ({
  items: [{ product_id: '00000000-0000-4000-8000-000000000001', size: 'M', color: 'Black', quantity }],
  shipping_address: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    address: '1 Market St',
    city: 'San Francisco',
    state: 'CA',
    postal_code: '94105',
    country: 'US',
  },
  email: 'ada@example.com',
  shipping_rate_id: 'standard',
})

describe('checkoutAttemptKey', () => {
  it('keeps one key across retries of the same order and starts a new one when it changes', () => {
    const key = checkoutAttemptKey(body(1))
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(checkoutAttemptKey(body(1))).toBe(key)
    const changed = checkoutAttemptKey(body(2))
    expect(changed).not.toBe(key)
    expect(checkoutAttemptKey(body(2))).toBe(changed)
    endCheckoutAttempt()
    expect(checkoutAttemptKey(body(2))).not.toBe(changed)
  })
})

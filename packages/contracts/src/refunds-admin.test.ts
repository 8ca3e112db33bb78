import { describe, expect, it } from 'vitest'
import { lineRefundCents, moneyText, REFUND_MESSAGES } from './refunds-admin.ts'
import { RETURN_MESSAGES, returnDay, returnRequestBody } from './returns.ts'

describe('what refunded units are worth', () => {
  const line = { unit_price_cents: 2500, quantity: 3, discount_cents: 1001, tax_cents: 536 }

  it('spreads the discount and tax over the units; the last one takes the remainder', () => {
    expect(lineRefundCents(line, 0, 1)).toBe(2345)
    expect(lineRefundCents(line, 1, 1)).toBe(2345)
    expect(lineRefundCents(line, 2, 1)).toBe(2345)
    expect(lineRefundCents(line, 0, 3)).toBe(7035)
    expect(lineRefundCents({ ...line, tax_cents: 537 }, 2, 1)).toBe(2346)
    // However the units are split, the whole line comes back exactly.
    const odd = { unit_price_cents: 1000, quantity: 7, discount_cents: 333, tax_cents: 50 }
    const total = 7000 - 333 + 50
    expect(lineRefundCents(odd, 0, 2) + lineRefundCents(odd, 2, 4) + lineRefundCents(odd, 6, 1)).toBe(total)
  })

  it('words amounts like the shop', () => {
    expect(moneyText(5000)).toBe('$50.00')
    expect(moneyText(123456)).toBe('$1,234.56')
    expect(REFUND_MESSAGES.tooMuch(1234)).toBe('The refund is more than the $12.34 left to refund')
  })
})

describe('return requests', () => {
  it('need a reason of 3 to 1000 characters and at least one line', () => {
    const line = { order_item_id: '00000000-0000-4000-8000-000000000000', quantity: 1 }
    expect(returnRequestBody.safeParse({ lines: [line], reason: 'ok' }).error?.issues[0]?.message).toBe(
      RETURN_MESSAGES.reasonLength,
    )
    expect(returnRequestBody.safeParse({ lines: [], reason: 'Too big' }).error?.issues[0]?.message).toBe(
      RETURN_MESSAGES.nothingSelected,
    )
    expect(returnRequestBody.safeParse({ lines: [line], reason: '  Too big ' }).data?.reason).toBe('Too big')
  })

  it('name the day the window closed', () => {
    expect(RETURN_MESSAGES.windowClosed(returnDay('2027-01-05T12:00:00Z'))).toBe(
      'The return window for this order closed on Jan 5, 2027',
    )
  })
})

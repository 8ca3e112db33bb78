import { describe, expect, it } from 'vitest'
import type { AssistantInput, OrderFacts } from './assistant.ts'
import { composeDefaultReply } from './default-provider.ts'

const order = (status: OrderFacts['status'], extra: Partial<OrderFacts> = {}): OrderFacts => ({
  id: 'abcdef12-0000-4000-8000-000000000000',
  status,
  createdAt: new Date('2025-06-02T14:00:00Z'),
  updatedAt: new Date('2025-06-04T14:00:00Z'),
  paidAt: null,
  totalCents: 4595,
  shippingService: null,
  estimatedDelivery: null,
  ...extra,
})

const input = (over: Partial<AssistantInput>): AssistantInput => ({
  question: 'Where is my order?',
  topic: 'order_status',
  subject: 'Order',
  customerName: 'Alice Buyer',
  order: null,
  history: [],
  ...over,
})

describe('composeDefaultReply', () => {
  it('states the order status and dates in words and cites the shipping policy', () => {
    const reply = composeDefaultReply(
      input({
        order: order('shipped', { shippingService: 'USPS Priority', estimatedDelivery: '2025-06-06' }),
      }),
    )
    expect(reply).toMatch(/^Hi Alice, thanks for reaching out\./)
    expect(reply).toContain('Your order #ABCDEF12, placed on June 2, 2025, is shipped')
    expect(reply).toContain('marked shipped on June 4, 2025 with USPS Priority')
    expect(reply).toContain('Per our Shipping policy: Orders are processed within 2-3 business days')
    expect(reply).toContain('Mon-Fri 9am-5pm ET and replies within 24-48 hours')
  })

  it('asks for the order number when none is attached', () => {
    const reply = composeDefaultReply(input({ customerName: null }))
    expect(reply).toMatch(/^Hi, thanks/)
    expect(reply).toContain('Please reply with your order number')
  })

  it('gives the return deadline of a delivered order with the returns policy', () => {
    const reply = composeDefaultReply(input({ topic: 'returns', order: order('delivered') }))
    expect(reply).toContain(
      'marked delivered on June 4, 2025, so eligible items can be returned until July 4, 2025',
    )
    expect(reply).toContain('Per our Returns policy: Items can be returned within 30 days of delivery')
    expect(reply).toContain('unless the item is defective')
  })

  it.each([
    ['pending_payment', 'We have not received its payment yet'],
    ['processing', 'Orders are processed within 2-3 business days'],
    ['refunded', 'reaches the original payment method within 5-7 business days'],
    ['cancelled', 'No payment was taken for it'],
  ] as const)('explains a %s order', (status, text) => {
    expect(composeDefaultReply(input({ order: order(status) }))).toContain(text)
  })

  it('cites the size guide for sizing and stays short for other questions', () => {
    expect(composeDefaultReply(input({ topic: 'sizing' }))).toContain(
      'hoodie chest measurements go from 92-97 cm (XS) to 122-127 cm (3XL)',
    )
    const other = composeDefaultReply(input({ topic: 'other' }))
    expect(other).not.toContain('Per our')
    expect(other).toContain('order status, shipping, returns and refunds, sizing and payments')
    expect(other.length).toBeLessThan(500)
  })
})

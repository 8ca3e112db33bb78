import { describe, expect, it } from 'vitest'
import type { OrderFulfilmentResponse, Shipment } from '@rdo/contracts'
import {
  lineStateLabel,
  linesOfShipment,
  OTHER_CARRIER,
  shipBody,
  shipmentLineText,
  shipmentsNewestFirst,
  shippedManualLines,
  unshippedManualLines,
} from './fulfilment'

const parcel = (id: string, shippedAt: string, itemIds: string[]): Shipment => ({
  id,
  carrier: 'USPS',
  tracking_number: '9400',
  tracking_url: null,
  shipped_at: shippedAt,
  delivered_at: null,
  item_ids: itemIds,
})

type Line = OrderFulfilmentResponse['lines'][number]
const line = (item_id: string, provider: Line['provider'], state: Line['state']): Line => ({
  item_id,
  provider,
  state,
  provider_sku: null,
})

describe('order fulfilment helpers', () => {
  it('labels a line state, and nothing before payment', () => {
    expect(lineStateLabel('processing')).toBe('Processing')
    expect(lineStateLabel('in_production')).toBe('In production')
    expect(lineStateLabel('shipped')).toBe('Shipped')
    expect(lineStateLabel('delivered')).toBe('Delivered')
    expect(lineStateLabel(null)).toBeNull()
  })

  it("finds a parcel's lines in the order's line order", () => {
    const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }]
    expect(linesOfShipment(items, parcel('s', '2024-01-01', ['c', 'a']))).toEqual([{ id: 'a' }, { id: 'c' }])
    expect(linesOfShipment(items, parcel('s', '2024-01-01', ['x']))).toEqual([])
  })

  it('names a line with its quantity, size and colour', () => {
    expect(shipmentLineText({ name: 'Tee', size: 'M', color: 'Black', quantity: 2 })).toBe(
      '2 × Tee (M / Black)',
    )
    expect(shipmentLineText({ name: 'Cap', size: null, color: null, quantity: 1 })).toBe('1 × Cap')
  })

  it('lists parcels newest first', () => {
    const order = {
      shipments: [parcel('old', '2024-01-01T00:00:00Z', []), parcel('new', '2024-02-01T00:00:00Z', [])],
    }
    expect(shipmentsNewestFirst(order).map((s) => s.id)).toEqual(['new', 'old'])
    expect(order.shipments[0]!.id).toBe('old')
  })

  it('offers unshipped shop-stock lines to ship and shipped ones to deliver', () => {
    const lines = [
      line('a', 'manual', 'processing'),
      line('b', 'manual', 'shipped'),
      line('c', 'manual', 'delivered'),
      line('d', 'printify', 'processing'),
      line('e', 'printify', 'shipped'),
      line('f', 'manual', 'in_production'),
    ]
    expect(unshippedManualLines(lines)).toEqual(['a', 'f'])
    expect(shippedManualLines(lines)).toEqual(['b'])
  })

  it('builds the ship request: a known carrier or the one written, no empty link', () => {
    const form = {
      itemIds: ['a'],
      carrier: 'USPS',
      otherCarrier: 'ignored',
      trackingNumber: ' 9400 1 ',
      trackingUrl: ' ',
    }
    expect(shipBody(form)).toEqual({ item_ids: ['a'], carrier: 'USPS', tracking_number: '9400 1' })
    expect(
      shipBody({
        ...form,
        carrier: OTHER_CARRIER,
        otherCarrier: ' Royal Mail ',
        trackingUrl: 'https://t.example/1',
      }),
    ).toEqual({
      item_ids: ['a'],
      carrier: 'Royal Mail',
      tracking_number: '9400 1',
      tracking_url: 'https://t.example/1',
    })
  })
})

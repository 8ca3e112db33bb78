import { describe, expect, it } from 'vitest'
import { carrierTrackingUrl, shipLinesBody } from './fulfilment.ts'

describe('tracking links', () => {
  it('points a known carrier at its own tracking page, whatever the case of its name', () => {
    expect(carrierTrackingUrl('USPS', '9400 1118')).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%201118',
    )
    expect(carrierTrackingUrl('ups', '1Z999')).toBe('https://www.ups.com/track?tracknum=1Z999')
    expect(carrierTrackingUrl('FedEx', '123')).toBe('https://www.fedex.com/fedextrack/?trknbr=123')
    expect(carrierTrackingUrl('DHL', 'JD01')).toContain('dhl.com')
    expect(carrierTrackingUrl('Canada Post', '7023')).toContain('canadapost-postescanada.ca')
  })

  it('has no link for a carrier it does not know', () => {
    expect(carrierTrackingUrl('Royal Mail', 'RM9')).toBeNull()
  })
})

describe('shipping lines by hand', () => {
  it('needs a carrier and a plain tracking number; a tracking link must be http(s)', () => {
    expect(shipLinesBody.safeParse({ carrier: 'UPS', tracking_number: '1Z 999-AA' }).success).toBe(true)
    expect(shipLinesBody.safeParse({ carrier: ' ', tracking_number: '1Z' }).success).toBe(false)
    expect(shipLinesBody.safeParse({ carrier: 'UPS', tracking_number: '<script>' }).success).toBe(false)
    expect(
      shipLinesBody.safeParse({ carrier: 'UPS', tracking_number: '1Z', tracking_url: 'javascript:alert(1)' })
        .success,
    ).toBe(false)
  })
})

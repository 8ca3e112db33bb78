import { afterEach, describe, expect, it } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import type { ShippingQuoteBody } from '@rdo/contracts'
import { setTransport } from '@/lib/api-client'
import { getShippingRatesQueryOptions } from './get-shipping-rates.ts'

const body: ShippingQuoteBody = {
  address: { address: '1 Main St', city: 'New York', state: 'NY', country: 'US', postal_code: '10001' },
  items: [{ product_id: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
}

const fetchQuote = () => new QueryClient().fetchQuery(getShippingRatesQueryOptions(body))

describe('shipping quote on the checkout page', () => {
  afterEach(() => setTransport((path, init) => fetch(path, init)))

  it('names the HTTP status when the server refuses the quote', async () => {
    setTransport(async () => Response.json({ error: { code: 'X', message: 'Nope' } }, { status: 502 }))
    await expect(fetchQuote()).rejects.toThrow('Failed to calculate shipping rates (HTTP 502)')
  })

  it('says the quote failed, without a status, when the network is down', async () => {
    setTransport(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(fetchQuote()).rejects.toThrow(/^Failed to calculate shipping rates$/)
  })

  it('returns the rates of a successful quote', async () => {
    setTransport(async () => Response.json({ rates: [] }))
    await expect(fetchQuote()).resolves.toEqual({ rates: [] })
  })
})

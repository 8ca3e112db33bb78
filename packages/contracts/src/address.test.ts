import { describe, expect, it } from 'vitest'
import {
  ADDRESS_LIMITS,
  ADDRESS_MESSAGES,
  checkoutAddressSchema,
  completeAddressSchema,
  quoteAddressSchema,
  storedAddressSchema,
} from './address.ts'

const home = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address: '1 Main St',
  city: 'New York',
  state: 'NY',
  postal_code: '10001',
  country: 'US',
}

const messages = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) => result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? []

describe('one address, four uses', () => {
  it('holds every variant to the same line limits', () => {
    const long = { ...home, city: 'x'.repeat(ADDRESS_LIMITS.city + 1) }
    for (const schema of [
      storedAddressSchema,
      completeAddressSchema,
      checkoutAddressSchema,
      quoteAddressSchema,
    ]) {
      expect(schema.safeParse({ ...home, city: 'x'.repeat(ADDRESS_LIMITS.city) }).success).toBe(true)
      expect(schema.safeParse(long).success).toBe(false)
    }
  })

  it('lets the profile keep a partial address and fills the blanks', () => {
    expect(storedAddressSchema.parse({ city: ' Ottawa ' })).toEqual({
      first_name: '',
      last_name: '',
      address: '',
      address2: '',
      city: 'Ottawa',
      state: '',
      postal_code: '',
      country: 'US',
    })
  })

  it('asks the address book and checkout for every line but the second', () => {
    for (const schema of [completeAddressSchema, checkoutAddressSchema]) {
      expect(messages(schema.safeParse({ ...home, last_name: ' ' }))).toEqual([
        `last_name: ${ADDRESS_MESSAGES.incomplete}`,
      ])
      expect(schema.parse(home).address2).toBe('')
    }
    expect(messages(completeAddressSchema.safeParse({ ...home, country: 'FR' }))).toEqual([
      `country: ${ADDRESS_MESSAGES.incomplete}`,
    ])
    expect(messages(checkoutAddressSchema.safeParse({ ...home, country: 'FR' }))).toEqual([
      `country: ${ADDRESS_MESSAGES.unsupportedCountry}`,
    ])
  })

  it('checks state and postal code against the country at checkout and for the quote', () => {
    for (const schema of [checkoutAddressSchema, quoteAddressSchema]) {
      expect(messages(schema.safeParse({ ...home, state: 'ZZ' }))).toEqual([
        `state: ${ADDRESS_MESSAGES.invalidState}`,
      ])
      expect(
        messages(schema.safeParse({ ...home, country: 'CA', state: 'ON', postal_code: '10001' })),
      ).toEqual([`postal_code: ${ADDRESS_MESSAGES.invalidPostalCode}`])
    }
  })

  it('quotes from the location lines of the same address, without names', () => {
    const { first_name: _f, last_name: _l, ...location } = home
    expect(quoteAddressSchema.parse(location)).toEqual({ ...location, address2: '', residential: true })
    expect(
      messages(quoteAddressSchema.safeParse({ ...location, address: undefined, street1: '1 Main St' })),
    ).toEqual([`address: ${ADDRESS_MESSAGES.incomplete}`])
  })
})

import type { CreateOrderBody } from '@rdo/contracts'

export const US_ADDRESS = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address: '1 Market St',
  address2: 'Apt 2',
  city: 'San Francisco',
  state: 'CA',
  postal_code: '94105',
  country: 'US' as const,
}

/** A shipping quote's body: one unit of the product, to the US address. */
export function shippingQuoteBody(productId: string) {
  const { address, city, state, postal_code, country } = US_ADDRESS
  return {
    items: [{ product_id: productId, quantity: 1 }],
    address: { address, city, state, postal_code, country },
  }
}

/** A checkout body for one line (Black, standard shipping to the US unless overridden). */
export function orderBody(
  productId: string,
  {
    size = 'M',
    color = 'Black',
    quantity = 1,
    rate = 'standard',
    ...rest
  }: Partial<Record<string, unknown>> = {},
): CreateOrderBody {
  return {
    items: [
      { product_id: productId, size: size as string, color: color as string, quantity: quantity as number },
    ],
    shipping_address: US_ADDRESS,
    email: 'ada@example.com',
    shipping_rate_id: rate as string,
    ...rest,
  }
}

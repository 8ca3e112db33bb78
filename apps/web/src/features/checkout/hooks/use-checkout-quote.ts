import type { CheckoutQuoteBody, ShippingQuoteBody } from '@rdo/contracts'
import type { CartLine } from '@/features/cart'
import { useCheckoutQuoteQuery } from '../api/get-checkout-quote'

/**
 * The server's totals for the checkout (docs/discounts.md, docs/tax.md): asked for a signed-in
 * customer as soon as the cart is known, with the address once the shipping quote has a complete one
 * (so tax shows once the address is known), the chosen rate and the applied code.
 */
export function useCheckoutQuote({
  enabled,
  lines,
  address,
  rateId,
  code,
}: {
  enabled: boolean
  lines: CartLine[]
  address: ShippingQuoteBody['address'] | null
  rateId: string | null
  code: string | null
}) {
  const body: CheckoutQuoteBody | null =
    enabled && lines.length > 0
      ? {
          items: lines.map((line) => ({
            product_id: line.productId,
            size: line.size,
            color: line.color,
            quantity: line.quantity,
          })),
          ...(address ? { shipping_address: address, ...(rateId ? { shipping_rate_id: rateId } : {}) } : {}),
          ...(code ? { discount_code: code } : {}),
        }
      : null
  const quote = useCheckoutQuoteQuery(body)
  const current = body !== null && quote.isSuccess && !quote.isPlaceholderData
  return {
    /** The latest answer (possibly for the previous inputs while `isUpdating`). */
    data: body !== null ? quote.data : undefined,
    isUpdating: body !== null && quote.isFetching,
    /** The answer is for the current cart, address, rate and code. */
    isCurrent: current,
    /** Whether the answer's tax is for a known address. */
    hasAddress: address !== null,
    isError: body !== null && quote.isError,
    refetch: quote.refetch,
  }
}

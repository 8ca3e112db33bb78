import { SUPPORT_HOURS, SUPPORT_REPLY_TIME } from '@rdo/contracts'

/**
 * The shop's own policy texts: the facts of the /shipping-info, /returns and /size-guide pages (docs/support.md#policies).
 * Both assistant providers answer from these and nothing else.
 */
export const POLICIES = {
  shipping: {
    title: 'Shipping policy',
    page: '/shipping-info',
    text:
      'Orders are processed within 2-3 business days. Standard shipping takes 5-7 business days ($5.95), ' +
      'Express 2-3 business days ($12.95) and Priority 1-2 business days ($24.95). Standard shipping is free ' +
      'on US orders over $100. International shipping takes 7-14 business days and its cost varies; we ' +
      'cannot ship to P.O. boxes outside the US. Lost or damaged parcels must be reported within 7 days of ' +
      'the expected delivery date.',
  },
  returns: {
    title: 'Returns policy',
    page: '/returns',
    text:
      'Items can be returned within 30 days of delivery. Refunds go back to the original payment method ' +
      'within 5-7 business days of receiving the return, and exchanges are processed in 5-7 business days. ' +
      'Return shipping is paid by the customer (deducted from the refund) unless the item is defective. ' +
      'Final-sale, custom, digital and gift-card items, worn items and limited editions cannot be returned.',
  },
  sizing: {
    title: 'Size guide',
    page: '/size-guide',
    text:
      'Our sizes run from XS to 3XL. T-shirt chest measurements go from 86-91 cm (XS) to 117-122 cm (3XL); ' +
      'hoodie chest measurements go from 92-97 cm (XS) to 122-127 cm (3XL). Measure around the fullest ' +
      'part of your chest and compare with the size guide; each product page also lists its own measurements.',
  },
  payment: {
    title: 'Payment policy',
    page: '/orders',
    text:
      'Prices are in US dollars. An order is confirmed once its payment is received; an unpaid order is ' +
      'held for 30 minutes and then released. Refunds always go back to the original payment method ' +
      'within 5-7 business days.',
  },
  support: {
    title: 'Support hours',
    page: '/support',
    text: `Our support team works ${SUPPORT_HOURS} and replies ${SUPPORT_REPLY_TIME}.`,
  },
} as const

export type PolicyKey = keyof typeof POLICIES

/** All policies as one block, for the language-model provider's system prompt. */
export const allPoliciesText = () =>
  Object.values(POLICIES)
    .map((p) => `${p.title} (${p.page}): ${p.text}`)
    .join('\n')

/**
 * Sample values of exactly the data each send supplies to a template, for the trial render a template
 * gets before it is saved. Keep in step with the senders: the comment on each names where its data
 * is built. Rule: docs/email-and-marketing.md#template-rules
 */

const APP = 'https://rdo.shop'

/** order-emails.ts `templateData`. */
const ORDER = {
  order_number: 'RDO-1A2B3C4D',
  first_name: 'Ada',
  items: [
    {
      product_name: 'Genesis Tee',
      variant: 'M / Black',
      quantity: 2,
      price: '$58.00',
      discount: '$5.80',
      tax: '$3.78',
    },
  ],
  subtotal: '$58.00',
  discount_code: 'WELCOME10',
  discount: '$5.80',
  shipping: 'Free',
  tax: '$3.78',
  total: '$55.98',
  address: 'Ada Lovelace, 1 Market St, San Francisco, CA 94105, US',
  orders_url: `${APP}/orders`,
}
/** order-emails.ts `sendOrderStatusEmail`: the order's data and these. */
const ORDER_STATUS = {
  ...ORDER,
  order_id: 'RDO-1A2B3C4D',
  order_url: `${APP}/orders`,
  status_label: 'Shipped',
  status_message: 'Your order is being processed.',
  carrier: 'UPS',
  service: 'Ground',
  delivery_date: 'within 5 business days',
}
/** partner-notices.ts `tellPartner` (with its callers' extras). */
const PARTNER = {
  first_name: 'Ada',
  project_name: 'Moon Club',
  token_symbol: 'MOON',
  dashboard_url: `${APP}/partner-dashboard`,
  store_url: `${APP}/partners/00000000-0000-4000-8000-000000000000`,
  submit_url: `${APP}/partner-design-submission`,
  program_url: `${APP}/partner-program`,
}

/** The data the shop's own sends (sent by name from the code) supply, by template name. */
export const TRANSACTIONAL_SEND_DATA: Readonly<Record<string, Record<string, unknown>>> = {
  // auth.ts
  'verify-email': { first_name: 'Ada', email: 'ada@example.com', verify_url: `${APP}/verify-email?token=t` },
  'password-reset': {
    first_name: 'Ada',
    email: 'ada@example.com',
    reset_url: `${APP}/reset-password?token=t`,
  },
  'password-changed': { first_name: 'Ada', email: 'ada@example.com' },
  'order-confirmation': ORDER,
  'payment-confirmation': ORDER,
  'shipping-confirmation': ORDER_STATUS,
  'order-delivered': ORDER_STATUS,
  'order-status-update': ORDER_STATUS,
  // refund-emails.ts
  'order-refund': {
    ...ORDER,
    order_id: 'RDO-1A2B3C4D',
    order_url: `${APP}/orders/x`,
    refund_amount: '$29.00',
    refund_items: [{ product_name: 'Genesis Tee', variant: 'M / Black', quantity: 1, amount: '$29.00' }],
    refund_shipping: '',
    refund_other: '',
    refund_reason: 'Wrong size',
    refunded_total: '$29.00',
    fully_refunded: false,
  },
  'return-approved': {
    ...ORDER,
    order_id: 'RDO-1A2B3C4D',
    order_url: `${APP}/orders/x`,
    message: 'Send it to RDO Returns, 1 Market St, San Francisco.',
    return_items: [{ product_name: 'Genesis Tee', quantity: 1 }],
  },
  'return-rejected': {
    ...ORDER,
    order_id: 'RDO-1A2B3C4D',
    order_url: `${APP}/orders/x`,
    message: 'Worn items cannot be returned.',
    return_items: [{ product_name: 'Genesis Tee', quantity: 1 }],
  },
  // review-notices.ts
  'design-approved': {
    first_name: 'Ada',
    design_title: 'Neon Fox',
    design_url: `${APP}/community-designs/x`,
  },
  'design-rejected': {
    first_name: 'Ada',
    design_title: 'Neon Fox',
    feedback: 'Please use a larger image.',
    submit_url: `${APP}/design-submission`,
  },
  // contact.service.ts, support.service.ts
  'support-ticket-staff': {
    ticket_id: '00000000-0000-4000-8000-000000000000',
    subject: 'Where is my order?',
    priority: 'medium',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    message: 'It has been a week.',
    order_id: 'RDO-1A2B3C4D',
  },
  // support.admin.service.ts
  'support-reply': { name: 'Ada', subject: 'Where is my order?', message: 'It ships today.' },
  // partner-application.ts
  'partner-application': {
    project_name: 'Moon Club',
    token_symbol: 'MOON',
    website_url: 'https://moon.example',
    contact_name: 'Ada Lovelace',
    contact_email: 'ada@example.com',
    applicant_email: 'ada@example.com',
    review_url: `${APP}/admin/partners/x`,
  },
  'partner-approved': PARTNER,
  'partner-rejected': PARTNER,
  'partner-design-approved': { ...PARTNER, design_title: 'Neon Fox' },
  'partner-design-rejected': { ...PARTNER, design_title: 'Neon Fox' },
  'partner-payout': { ...PARTNER, amount: '$120.00', transaction: '5xYz' },
  // design-payouts.service.ts
  'design-payout': {
    first_name: 'Ada',
    design_title: 'Neon Fox',
    amount: '0.5',
    asset: 'SOL',
    wallet: 'So1ana1111111111111111111111111111111111111',
    signature: '5xYz',
    rewards_url: `${APP}/my-designs`,
  },
  // drop-open.ts
  'drop-open': { first_name: 'Ada', product_name: 'Genesis Tee', product_url: `${APP}/products/genesis-tee` },
  // cart-reminder.ts
  'abandoned-cart': {
    first_name: 'Ada',
    items: [
      { product_name: 'Genesis Tee (M, Black)', quantity: 1, price: '$29.00', image_url: `${APP}/tee.webp` },
    ],
    subtotal: '$29.00',
    cart_url: `${APP}/cart`,
    unsubscribe_url: `${APP}/api/newsletter/unsubscribe?token=t`,
  },
  // newsletter.service.ts
  'newsletter-confirm': { confirm_url: `${APP}/newsletter/confirm?token=t` },
  'newsletter-welcome': {
    unsubscribe_url: `${APP}/api/newsletter/unsubscribe?token=t`,
    shop_url: `${APP}/products`,
    frequency: 'about once a week',
  },
}

/**
 * What a bulk email or campaign supplies to every recipient's message (campaign-content.ts
 * `personalise`), on top of the campaign's own data.
 */
export const SAMPLE_RECIPIENT = {
  subscriberId: '00000000-0000-4000-8000-000000000000',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  unsubscribeToken: 'sample-token',
}

/**
 * What a bulk email or campaign may supply besides its template data: the discount code it carries
 * (campaign-discount.ts). The trial render fills it, so a `{{#if discount_code}}` block is checked too.
 */
export const CAMPAIGN_SAMPLE_DATA = { discount_code: 'WELCOME20' }

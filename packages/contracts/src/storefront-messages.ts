/**
 * The storefront's texts and limits without zod, so the collection and product pages can import them
 * without downloading the schemas (`import … from '@rdo/contracts/storefront-messages'`). The schema modules
 * re-export them, so there is one source.
 */

export const CATALOG_MESSAGES = {
  loadProductsFailed: 'Failed to load products',
  loadProductFailed: 'Failed to load product',
  productNotFound: 'Product not found',
  noProducts: 'No products found',
  noProductsHint: 'Try adjusting your search or filter criteria',
  checkBackSoon: 'Check back soon for new products!',
  addedToCart: 'Added to cart!',
  removedFromCart: 'Item removed from cart',
  linkCopied: 'Link copied to clipboard!',
  selectSize: 'Please select a size',
  sizeOutOfStock: 'Selected size is out of stock',
} as const

export const PRODUCT_PAGE_SIZE = 24
export const RELATED_PRODUCTS_LIMIT = 4

export const WISHLIST_MESSAGES = {
  signInRequired: 'Please sign in to add items to your wishlist',
  updateFailed: 'Failed to update wishlist',
  added: 'Added to wishlist',
  removed: 'Item removed from wishlist',
  removeFailed: 'Failed to remove item',
  loadFailed: 'Failed to load wishlist',
  outOfStock: 'Out of Stock',
  notFound: 'Wishlist item not found',
} as const

export const REVIEW_MESSAGES = {
  ratingRequired: 'Please select a rating',
  fillAllFields: 'Please fill in all fields',
  titleTooLong: 'Title must be at most 100 characters',
  contentTooLong: 'Review must be at most 1000 characters',
  signInRequired: 'Please sign in to leave a review',
  alreadyReviewed: 'You have already reviewed this product',
  submitFailed: 'Failed to submit review',
  submitted: 'Review submitted successfully',
} as const

export const ORDER_MESSAGES = {
  processFailed: 'Failed to process order',
  loadFailed: 'Failed to load orders',
  loadOrderFailed: 'Failed to load this order',
  notFound: 'Order not found',
  productUnavailable: 'A product in your cart is no longer available',
  quantityRange: 'Quantity must be between 1 and 10',
  cartEmpty: 'Your cart is empty',
  notPayable: 'This order can no longer be paid',
  expired: 'This order has expired. Please place it again.',
  cannotCancel: 'Only orders awaiting payment can be cancelled',
  paymentFailed: 'Payment failed. Please try again.',
  paymentSuccess: 'Payment successful!',
  paymentUnavailable: 'Payment is not configured for this shop yet. Please try again later.',
  paymentCancelled: 'Payment cancelled. Nothing was charged, and your order stays reserved until it expires.',
  paymentConfirming: 'Confirming your payment…',
  paymentRedirecting: 'Taking you to secure card payment…',
} as const

export const PAYMENT_REDIRECT_MS = 3000
/** The cart page's flat shipping estimate (checkout uses the chosen carrier rate instead). */
export const CART_FLAT_SHIPPING_CENTS = 1000

/** The contact form's texts (docs/support.md). */
export const CONTACT_MESSAGES = {
  required: 'Please fill in all required fields',
  sent: "Your message has been sent! We'll get back to you soon.",
  failed: 'Failed to send message. Please try again.',
} as const

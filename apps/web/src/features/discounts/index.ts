/**
 * Discount codes for the rest of the app: the picker an email uses to carry a code. The back-office
 * screen loads through ./pages.
 */
export { DiscountCodeSelect } from './components/discount-code-select'

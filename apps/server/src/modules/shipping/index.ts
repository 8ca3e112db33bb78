/** What other modules may use of the shipping module. */
export { requoteRate } from './shipping.service.ts'

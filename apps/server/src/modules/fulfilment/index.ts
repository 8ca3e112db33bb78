/** What other modules may use of fulfilment: paying an order splits it into fulfilments. */
export { createFulfilments } from './fulfilment.service.ts'

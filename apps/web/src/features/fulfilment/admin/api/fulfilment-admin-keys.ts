/** Query keys of the fulfilment screen; everything sits under the admin area's ['admin']. */
export const fulfilmentAdminKeys = {
  all: ['admin', 'fulfilment'] as const,
  /** Every page of the queue, whatever its filters. */
  lists: ['admin', 'fulfilment', 'list'] as const,
  list: (query: object) => ['admin', 'fulfilment', 'list', query] as const,
  webhooks: ['admin', 'fulfilment', 'webhooks'] as const,
}

/** Query keys of the back office's order screens; everything sits under the admin area's ['admin']. */
export const orderKeys = {
  all: ['admin', 'orders'] as const,
  lists: ['admin', 'orders', 'list'] as const,
  list: (query: object) => ['admin', 'orders', 'list', query] as const,
  detail: (id: string) => ['admin', 'orders', 'detail', id] as const,
  /** Under the order's detail: invalidating the detail refreshes its fulfilment too. */
  fulfilment: (id: string) => ['admin', 'orders', 'detail', id, 'fulfilment'] as const,
  /** Refunds, notes and returns of the order, under its detail too. */
  money: (id: string) => ['admin', 'orders', 'detail', id, 'money'] as const,
  returns: ['admin', 'returns'] as const,
  returnList: (query: object) => ['admin', 'returns', 'list', query] as const,
  returnSettings: ['admin', 'returns', 'settings'] as const,
}

/** Query keys of discount codes; everything sits under the admin area's ['admin'] (only admins read them). */
export const discountKeys = {
  all: ['admin', 'discounts'] as const,
  lists: ['admin', 'discounts', 'list'] as const,
  list: (query: object) => ['admin', 'discounts', 'list', query] as const,
  detail: (id: string) => ['admin', 'discounts', 'detail', id] as const,
  sendable: ['admin', 'discounts', 'sendable'] as const,
}

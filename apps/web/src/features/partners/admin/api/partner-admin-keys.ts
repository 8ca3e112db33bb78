/** Query keys of the partner review screens; everything sits under the admin area's ['admin']. */
export const partnerAdminKeys = {
  all: ['admin', 'partners'] as const,
  /** Every page of the partner list, whatever its search and filters. */
  lists: ['admin', 'partners', 'list'] as const,
  list: (query: object) => ['admin', 'partners', 'list', query] as const,
  detail: (id: string) => ['admin', 'partners', 'detail', id] as const,
  /** Every page of one partner's designs, ledger or payouts. */
  section: (id: string, section: 'designs' | 'ledger' | 'payouts') =>
    ['admin', 'partners', 'detail', id, section] as const,
  designs: (id: string, query: object) => ['admin', 'partners', 'detail', id, 'designs', query] as const,
  ledger: (id: string, page: number, perPage = 25) =>
    ['admin', 'partners', 'detail', id, 'ledger', page, perPage] as const,
  payouts: (id: string, page: number, perPage = 25) =>
    ['admin', 'partners', 'detail', id, 'payouts', page, perPage] as const,
}

/** Query keys of the back office's user screens; everything sits under the admin area's ['admin']. */
export const userKeys = {
  all: ['admin', 'users'] as const,
  list: (query: object) => ['admin', 'users', 'list', query] as const,
  detail: (id: string) => ['admin', 'users', 'detail', id] as const,
  tab: (id: string, tab: string, query: object) => ['admin', 'users', 'detail', id, tab, query] as const,
}

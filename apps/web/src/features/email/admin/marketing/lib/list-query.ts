import type { ListParams } from '@/components/admin/use-list-params'

/**
 * A marketing list's API query from the address bar: page, size, direction, the search and the set
 * filters. These lists have one order (newest first), so no sort column is sent.
 */
export function listQuery(params: ListParams): Record<string, string | number> {
  const query: Record<string, string | number> = {
    page: params.page,
    per_page: params.per_page,
    dir: params.dir,
  }
  if (params.q) query.q = params.q
  for (const [name, value] of Object.entries(params.filters)) if (value) query[name] = value
  return query
}

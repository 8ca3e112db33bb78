import type { AdminListQuery, AdminPage } from '@rdo/contracts'
import { sql, type SQL } from 'drizzle-orm'

/** LIMIT/OFFSET of a back-office list page. */
export function pageWindow(query: Pick<AdminListQuery, 'page' | 'per_page'>) {
  return { limit: query.per_page, offset: (query.page - 1) * query.per_page }
}

export function toPage<T>(
  items: T[],
  total: number,
  query: Pick<AdminListQuery, 'page' | 'per_page'>,
): AdminPage<T> {
  return { items, total, page: query.page, per_page: query.per_page }
}

/** `%term%` for ILIKE with the term's own wildcards escaped. */
export function likePattern(term: string) {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** ORDER BY one whitelisted column in the requested direction, with a unique tiebreaker for stable pages. */
export function orderBy(column: SQL, dir: 'asc' | 'desc', tiebreak: SQL): SQL {
  return dir === 'asc' ? sql`${column} asc, ${tiebreak} asc` : sql`${column} desc, ${tiebreak} desc`
}

import { sql, type SQL } from 'drizzle-orm'
import type { AdminOrderListQuery } from '@rdo/contracts'
import { user } from '../../db/schema/auth.ts'
import { orders } from '../../db/schema/orders.ts'
import { likePattern } from '../../lib/admin-list.ts'

/** Characters of an order id: a search made only of these may be the start of an id. */
const ID_PREFIX = /^[0-9a-f-]{1,36}$/

/** A whole email address: matched exactly (the unique index on users) instead of as a fragment. */
const FULL_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The list's filters. A search matches an order id prefix (the `orders_id_text_idx` index) or the
 * customer's account: a whole email exactly, else a fragment of email or name (the trigram index on
 * users), then that customer's orders; either way only matching rows are read.
 */
export function orderFilters(query: Pick<AdminOrderListQuery, 'q' | 'status'>): SQL | undefined {
  const parts: SQL[] = []
  if (query.status) parts.push(sql`${orders.status} = ${query.status}`)
  const term = query.q?.trim().toLowerCase()
  if (term) {
    const accounts = FULL_EMAIL.test(term)
      ? sql`select ${user.id} from ${user} where ${user.email} = ${term}`
      : sql`select ${user.id} from ${user} where ${user.searchText} like ${likePattern(term)}`
    const byAccount = sql`${orders.userId} = any(array(${accounts}))`
    parts.push(
      ID_PREFIX.test(term) ? sql`(${orders.id}::text like ${`${term}%`} or ${byAccount})` : byAccount,
    )
  }
  return parts.length ? sql.join(parts, sql` and `) : undefined
}

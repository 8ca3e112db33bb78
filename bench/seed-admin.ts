import { sql } from 'drizzle-orm'
import type { Db } from '../apps/server/src/db/client.ts'

const FIRST =
  'Ada Ben Cleo Dario Elif Femi Gus Hana Ivo Jun Kai Lena Milo Nia Omar Pia Quin Rosa Sami Tara'.split(' ')
const LAST = 'Smith Nakamoto Okafor Silva Novak Haddad Larsen Moreau Rossi Tanaka Kowalski Nguyen'.split(' ')
const STATUSES = [
  'processing',
  'preparing',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
  'payment_received',
]

const arr = (xs: string[]) => sql.raw(`array[${xs.map((x) => `'${x}'`).join(',')}]`)

/**
 * The back office's data sizes: `users` customer accounts (profiles come from the user trigger) and
 * `orders` orders spread over two years and every paid status, each with one to three items of the
 * seeded products, in set-based statements.
 */
export async function seedAdminData(db: Db, { users, orders }: { users: number; orders: number }) {
  await db.execute(sql`insert into "user" (name, email, email_verified, role, created_at)
    select (${arr(FIRST)})[1 + g % 20] || ' ' || (${arr(LAST)})[1 + (g / 20) % 12],
      'customer' || g || '@bench.example', true, 'user', now() - (g || ' minutes')::interval
    from generate_series(1, ${users}) g`)
  // The status-event trigger writes each order's first timeline entry, as in production.
  await db.execute(sql`insert into orders (user_id, status, payment_status, contact_email, subtotal_cents,
      shipping_cents, total_cents, shipping_address, created_at, updated_at, paid_at)
    select u.ids[1 + (g * 7919) % u.n], s.status::order_status,
      (case when s.status = 'refunded' then 'refunded' when s.status = 'cancelled' then 'unpaid' else 'paid' end)::payment_status,
      u.emails[1 + (g * 7919) % u.n], 2500 + (g * 37) % 20000, 595, 3095 + (g * 37) % 20000,
      jsonb_build_object('name', 'Bench Customer', 'address', g || ' Main St', 'address2', '', 'city', 'Austin',
        'state', 'TX', 'postal_code', '78701', 'country', 'US'),
      now() - ((g * 5) || ' minutes')::interval, now() - ((g * 5) || ' minutes')::interval,
      now() - ((g * 5) || ' minutes')::interval
    from generate_series(1, ${orders}) g
    cross join (select array_agg(id) ids, array_agg(email) emails, count(*)::int n
      from "user" where email like '%@bench.example') u
    cross join lateral (select (${arr(STATUSES)})[1 + g % ${STATUSES.length}] as status) s`)
  await db.execute(sql`insert into order_items (order_id, product_id, name, size, color, unit_price_cents, quantity)
    select o.id, p.ids[1 + (o.rn + k) % p.n], p.names[1 + (o.rn + k) % p.n], 'M', 'Black',
      p.prices[1 + (o.rn + k) % p.n], 1 + (o.rn % 2)::int
    from (select id, row_number() over (order by created_at) as rn from orders) o
    cross join generate_series(0, 2) k
    cross join (select array_agg(id) ids, array_agg(name) names, array_agg(price_cents) prices, count(*)::int n
      from (select id, name, price_cents from products order by created_at desc limit 1000) x) p
    where k <= o.rn % 3`)
  // A settled database: autovacuum has set the visibility map, so counts are index-only scans.
  await db.execute(sql`vacuum analyze`)
}

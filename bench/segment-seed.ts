import type pg from 'pg'

/**
 * 100,000 subscribers with accounts and a shop's history behind them: 60% have bought (one to four
 * orders over two years, a few refunded), 20% hold a linked wallet with a read balance, 5% asked to be
 * told of a drop, some are partners or designers. Written with generate_series, a few seconds.
 */
export async function seedSegmentShop(pool: pg.Pool, subscribers: number) {
  await pool.query(`insert into categories (name, slug)
    select 'Category ' || g, 'category-' || g from generate_series(1, 5) g`)
  await pool.query(`insert into products (name, slug, price_cents, category_id)
    select 'Product ' || g, 'product-' || g, 1500 + g * 100,
      (select id from categories order by slug offset (g % 5) limit 1)
    from generate_series(1, 50) g`)
  await pool.query(
    `insert into "user" (name, email, created_at)
     select 'Fan ' || g, 'fan' || g || '@bench.example', now() - (g % 700 || ' days')::interval
     from generate_series(1, $1) g`,
    [subscribers],
  )
  await pool.query(`insert into marketing_subscribers (email, user_id, first_name)
    select email, id, name from "user" where email like '%@bench.example'`)
  // Orders: 60% of the accounts, one to four each, spread over two years.
  await pool.query(`
    with buyers as (
      select id, row_number() over (order by id) n from "user" where email like '%@bench.example'
    )
    insert into orders (user_id, status, payment_status, subtotal_cents, total_cents, refunded_cents,
      shipping_address, created_at, paid_at)
    select b.id,
      (case when (b.n + k) % 10 = 0 then 'cancelled' when (b.n + k) % 10 = 1 then 'pending_payment' else 'delivered' end)::order_status,
      (case when (b.n + k) % 10 in (0, 1) then 'unpaid' when (b.n + k) % 23 = 0 then 'partially_refunded' else 'paid' end)::payment_status,
      2000 + ((b.n * 37 + k) % 200) * 100, 2000 + ((b.n * 37 + k) % 200) * 100,
      case when (b.n + k) % 23 = 0 then 1000 else 0 end,
      '{"name":"Fan","address":"1 St","city":"X","state":"CA","postal_code":"94000","country":"US"}',
      now() - (((b.n * 13 + k * 101) % 730) || ' days')::interval,
      now() - (((b.n * 13 + k * 101) % 730) || ' days')::interval
    from buyers b cross join lateral generate_series(1, 1 + (b.n % 4)::int) k
    where b.n % 10 < 6`)
  await pool.query(`
    insert into order_items (order_id, product_id, name, unit_price_cents, quantity)
    select o.id, p.id, p.name, o.subtotal_cents, 1
    from orders o
    join lateral (select id, name from products order by slug offset (abs(hashtext(o.id::text)) % 50) limit 1) p on true`)
  // Wallets: 20% of the accounts, balances 0 to 100,000 $RDO; one in twenty last reads failed.
  await pool.query(`
    with holders as (
      select id, row_number() over (order by id) n from "user" where email like '%@bench.example'
    )
    insert into wallet_links (user_id, address, message, signature)
    select id, 'Wallet' || n, 'm', 's' from holders where n % 5 = 0`)
  await pool.query(`
    insert into token_balances (user_id, wallet_address, balance, last_updated, error)
    select user_id, address, (abs(hashtext(address)) % 100000)::numeric, now(),
      case when abs(hashtext(address)) % 20 = 0 then 'rpc' end
    from wallet_links`)
  await pool.query(`insert into product_drops (product_id, starts_at)
    select id, now() + interval '1 day' from products order by slug limit 3`)
  await pool.query(`
    insert into drop_notify_requests (drop_id, user_id)
    select (select id from product_drops order by id offset (u.n % 3) limit 1), u.id
    from (select id, row_number() over (order by id) n from "user" where email like '%@bench.example') u
    where u.n % 20 = 0`)
  await pool.query(`
    insert into partner_projects (name, token_symbol, website_url, description, contact_name, contact_email,
      wallet_address, status, created_by)
    select 'Project ' || n, 'P', 'https://p.example', 'd', 'c', 'c@p.example', 'w',
      (case when n % 3 = 0 then 'pending' else 'approved' end)::partner_status, id
    from (select id, row_number() over (order by id) n from "user" where email like '%@bench.example') u
    where n % 200 = 0`)
  await pool.query(`
    insert into community_designs (image_url, description, status, created_by)
    select '/d.webp', 'Design', (case when n % 2 = 0 then 'approved' else 'pending' end)::design_status, id
    from (select id, row_number() over (order by id) n from "user" where email like '%@bench.example') u
    where n % 50 = 0`)
  await pool.query('vacuum analyze')
}

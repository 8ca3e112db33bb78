-- New orders add to their customers' customer_order_stats rows once per statement, one upsert per
-- customer: a statement inserting many orders of one customer (an import, a bulk seed) no longer updates
-- that customer's row once per order, which made the row's versions pile up within the statement and
-- each update walk them all. Changes and deletions still recount per row, as before.
CREATE OR REPLACE FUNCTION orders_customer_stats_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_order_stats AS s (user_id, placed_count, last_order_at, spent_cents)
  SELECT n.user_id,
    count(*) FILTER (WHERE n.status::text NOT IN ('pending_payment', 'cancelled'))::int,
    max(n.created_at) FILTER (WHERE n.status::text NOT IN ('pending_payment', 'cancelled')),
    coalesce(sum(n.total_cents - n.refunded_cents) FILTER (WHERE n.payment_status::text IN ('paid', 'partially_refunded')), 0)
  FROM new_orders n
  WHERE n.user_id IS NOT NULL
  GROUP BY n.user_id
  ORDER BY n.user_id
  ON CONFLICT (user_id) DO UPDATE SET
    placed_count = s.placed_count + excluded.placed_count,
    last_order_at = greatest(s.last_order_at, excluded.last_order_at),
    spent_cents = s.spent_cents + excluded.spent_cents;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_customer_stats_insert
  AFTER INSERT ON orders REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_customer_stats_insert();
--> statement-breakpoint
DROP TRIGGER orders_customer_stats ON orders;
--> statement-breakpoint
CREATE TRIGGER orders_customer_stats
  AFTER DELETE OR UPDATE OF user_id, status, payment_status, total_cents, refunded_cents, created_at
  ON orders FOR EACH ROW EXECUTE FUNCTION orders_customer_stats_trigger();
--> statement-breakpoint
-- The row trigger now sees only changes and deletions: each recounts the customers it touches.
CREATE OR REPLACE FUNCTION orders_customer_stats_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_customer_order_stats(OLD.user_id);
  IF TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id THEN
    PERFORM refresh_customer_order_stats(NEW.user_id);
  END IF;
  RETURN NULL;
END $$;

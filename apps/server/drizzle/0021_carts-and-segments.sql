CREATE TABLE "cart_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"user_id" uuid,
	"email_message_id" uuid,
	"item_count" integer NOT NULL,
	"value_cents" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" uuid,
	"recovered_at" timestamp with time zone,
	CONSTRAINT "cart_reminders_cart_id_unique" UNIQUE("cart_id")
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"cart_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "carts_item_count_check" CHECK ("carts"."item_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customer_order_stats" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"placed_count" integer DEFAULT 0 NOT NULL,
	"last_order_at" timestamp with time zone,
	"spent_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_reminders" ADD CONSTRAINT "cart_reminders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_reminders" ADD CONSTRAINT "cart_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order_stats" ADD CONSTRAINT "customer_order_stats_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_reminders_sent_idx" ON "cart_reminders" USING btree ("sent_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "carts_abandoned_idx" ON "carts" USING btree ("updated_at") WHERE "carts"."reminded_at" is null and "carts"."item_count" > 0;--> statement-breakpoint
CREATE INDEX "customer_order_stats_last_order_idx" ON "customer_order_stats" USING btree ("last_order_at");--> statement-breakpoint
CREATE INDEX "customer_order_stats_spent_idx" ON "customer_order_stats" USING btree ("spent_cents");--> statement-breakpoint
CREATE INDEX "drop_notify_requests_user_idx" ON "drop_notify_requests" USING btree ("user_id");--> statement-breakpoint
-- Keeps customer_order_stats in step with orders. The customer's row is locked before it is
-- recomputed, so two transactions changing orders of one customer recompute one after the other and
-- the second sees the first's change.
CREATE OR REPLACE FUNCTION refresh_customer_order_stats(uid uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- No row for an account being deleted (its orders keep no owner).
  IF uid IS NULL OR NOT EXISTS (SELECT 1 FROM "user" WHERE id = uid) THEN RETURN; END IF;
  INSERT INTO customer_order_stats (user_id) VALUES (uid) ON CONFLICT (user_id) DO NOTHING;
  PERFORM 1 FROM customer_order_stats WHERE user_id = uid FOR UPDATE;
  UPDATE customer_order_stats s SET
    placed_count = a.placed, last_order_at = a.last_at, spent_cents = a.spent
  FROM (
    SELECT count(*) FILTER (WHERE status::text NOT IN ('pending_payment', 'cancelled'))::int AS placed,
      max(created_at) FILTER (WHERE status::text NOT IN ('pending_payment', 'cancelled')) AS last_at,
      coalesce(sum(total_cents - refunded_cents) FILTER (WHERE payment_status::text IN ('paid', 'partially_refunded')), 0) AS spent
    FROM orders WHERE user_id = uid
  ) a
  WHERE s.user_id = uid;
END $$;
--> statement-breakpoint
-- A new order adds to its customer's row (no recount: a customer with many orders, or a bulk insert, costs
-- the same per order); a change or a deletion recounts the customers it touches.
CREATE OR REPLACE FUNCTION orders_customer_stats_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  placed boolean;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.user_id IS NULL THEN RETURN NULL; END IF;
    placed := NEW.status::text NOT IN ('pending_payment', 'cancelled');
    INSERT INTO customer_order_stats AS s (user_id, placed_count, last_order_at, spent_cents)
    VALUES (NEW.user_id, placed::int, CASE WHEN placed THEN NEW.created_at END,
      CASE WHEN NEW.payment_status::text IN ('paid', 'partially_refunded') THEN NEW.total_cents - NEW.refunded_cents ELSE 0 END)
    ON CONFLICT (user_id) DO UPDATE SET
      placed_count = s.placed_count + excluded.placed_count,
      last_order_at = greatest(s.last_order_at, excluded.last_order_at),
      spent_cents = s.spent_cents + excluded.spent_cents;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM refresh_customer_order_stats(OLD.user_id); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    PERFORM refresh_customer_order_stats(NEW.user_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_customer_stats
  AFTER INSERT OR DELETE OR UPDATE OF user_id, status, payment_status, total_cents, refunded_cents, created_at
  ON orders FOR EACH ROW EXECUTE FUNCTION orders_customer_stats_trigger();
--> statement-breakpoint
INSERT INTO customer_order_stats (user_id, placed_count, last_order_at, spent_cents)
SELECT user_id,
  count(*) FILTER (WHERE status::text NOT IN ('pending_payment', 'cancelled'))::int,
  max(created_at) FILTER (WHERE status::text NOT IN ('pending_payment', 'cancelled')),
  coalesce(sum(total_cents - refunded_cents) FILTER (WHERE payment_status::text IN ('paid', 'partially_refunded')), 0)
FROM orders WHERE user_id IS NOT NULL GROUP BY user_id
ON CONFLICT (user_id) DO NOTHING;

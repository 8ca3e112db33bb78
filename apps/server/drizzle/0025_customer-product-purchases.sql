CREATE TABLE "customer_product_purchases" (
	"product_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "customer_product_purchases_product_id_user_id_pk" PRIMARY KEY("product_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "customer_product_purchases" ADD CONSTRAINT "customer_product_purchases_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_product_purchases" ADD CONSTRAINT "customer_product_purchases_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_product_purchases_user_idx" ON "customer_product_purchases" USING btree ("user_id");--> statement-breakpoint
-- Recomputes one customer's bought products from their orders. The customer's customer_order_stats row
-- is locked first (as refresh_customer_order_stats does), so changes to one customer's orders are
-- applied one after the other and each sees the one before.
CREATE OR REPLACE FUNCTION refresh_customer_products(uid uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- No rows for an account being deleted (its orders keep no owner).
  IF uid IS NULL OR NOT EXISTS (SELECT 1 FROM "user" WHERE id = uid) THEN RETURN; END IF;
  PERFORM 1 FROM customer_order_stats WHERE user_id = uid FOR UPDATE;
  DELETE FROM customer_product_purchases c WHERE c.user_id = uid AND NOT EXISTS (
    SELECT 1 FROM orders o JOIN order_items i ON i.order_id = o.id
    WHERE o.user_id = uid AND i.product_id = c.product_id
      AND o.status::text NOT IN ('pending_payment', 'cancelled'));
  INSERT INTO customer_product_purchases (product_id, user_id)
  SELECT DISTINCT i.product_id, uid FROM orders o JOIN order_items i ON i.order_id = o.id
  WHERE o.user_id = uid AND i.product_id IS NOT NULL AND o.status::text NOT IN ('pending_payment', 'cancelled')
  ON CONFLICT DO NOTHING;
END $$;
--> statement-breakpoint
-- An order that starts or stops counting as bought, changes owner or goes away recounts its customers.
CREATE OR REPLACE FUNCTION orders_customer_products_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.user_id IS NOT DISTINCT FROM OLD.user_id
    AND (NEW.status::text NOT IN ('pending_payment', 'cancelled')) = (OLD.status::text NOT IN ('pending_payment', 'cancelled'))
  THEN RETURN NULL; END IF;
  PERFORM refresh_customer_products(OLD.user_id);
  IF TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id THEN
    PERFORM refresh_customer_products(NEW.user_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_customer_products
  AFTER DELETE OR UPDATE OF user_id, status
  ON orders FOR EACH ROW EXECUTE FUNCTION orders_customer_products_trigger();
--> statement-breakpoint
-- New lines of orders that count as bought add their products, once per statement (no recount).
CREATE OR REPLACE FUNCTION order_items_customer_products_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_product_purchases (product_id, user_id)
  SELECT DISTINCT i.product_id, o.user_id FROM new_items i JOIN orders o ON o.id = i.order_id
  WHERE i.product_id IS NOT NULL AND o.user_id IS NOT NULL
    AND o.status::text NOT IN ('pending_payment', 'cancelled')
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_items_customer_products_insert
  AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION order_items_customer_products_insert();
--> statement-breakpoint
-- A line that is removed or points elsewhere (its product deleted) recounts its order's customer.
CREATE OR REPLACE FUNCTION order_items_customer_products_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_customer_products((SELECT user_id FROM orders WHERE id = OLD.order_id));
  IF TG_OP = 'UPDATE' AND NEW.order_id IS DISTINCT FROM OLD.order_id THEN
    PERFORM refresh_customer_products((SELECT user_id FROM orders WHERE id = NEW.order_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_items_customer_products_change
  AFTER DELETE OR UPDATE OF product_id, order_id
  ON order_items FOR EACH ROW EXECUTE FUNCTION order_items_customer_products_change();
--> statement-breakpoint
INSERT INTO customer_product_purchases (product_id, user_id)
SELECT DISTINCT i.product_id, o.user_id FROM orders o JOIN order_items i ON i.order_id = o.id
WHERE o.user_id IS NOT NULL AND i.product_id IS NOT NULL AND o.status::text NOT IN ('pending_payment', 'cancelled')
ON CONFLICT DO NOTHING;

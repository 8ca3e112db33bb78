CREATE TABLE "order_stock_takes" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"lines" jsonb NOT NULL
);
--> statement-breakpoint
-- An order's stock is taken as its transaction commits (see order_stock_takes in the schema): the rows
-- every order of a product shares are locked for the commit only. Variants by id, then products by id,
-- as every other stock change locks them. A line that no longer fits fails the commit with
-- 'stock short' and names the variant or product in DETAIL ('variant:<id>' or 'product:<id>').
CREATE FUNCTION order_stock_takes_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  l record;
BEGIN
  FOR l IN
    SELECT (x->>'variant_id')::uuid AS id, sum((x->>'quantity')::int)::int AS quantity
    FROM jsonb_array_elements(NEW.lines) x
    WHERE x->>'variant_id' IS NOT NULL
    GROUP BY 1 ORDER BY 1
  LOOP
    UPDATE product_variants SET stock = stock - l.quantity WHERE id = l.id AND stock >= l.quantity;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'stock short' USING DETAIL = 'variant:' || l.id;
    END IF;
  END LOOP;
  FOR l IN
    SELECT (x->>'product_id')::uuid AS id, sum((x->>'quantity')::int)::int AS quantity,
      bool_or(x->>'variant_id' IS NOT NULL) AS sized
    FROM jsonb_array_elements(NEW.lines) x
    GROUP BY 1 ORDER BY 1
  LOOP
    IF l.sized THEN
      -- Kept equal to the sum of its sizes' stock, which the loop above checked.
      UPDATE products SET stock = greatest(stock - l.quantity, 0), updated_at = now() WHERE id = l.id;
    ELSE
      UPDATE products SET stock = stock - l.quantity, updated_at = now()
      WHERE id = l.id AND stock >= l.quantity;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'stock short' USING DETAIL = 'product:' || l.id;
      END IF;
    END IF;
  END LOOP;
  DELETE FROM order_stock_takes WHERE order_id = NEW.order_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER order_stock_takes_apply
  AFTER INSERT ON order_stock_takes
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION order_stock_takes_apply();

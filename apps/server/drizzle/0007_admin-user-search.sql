CREATE TABLE "user_role_counts" (
	"role" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "user_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(email || ' ' || name)) STORED;--> statement-breakpoint
CREATE INDEX "user_search_text_trgm_idx" ON "user" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
INSERT INTO user_role_counts (role, n) SELECT role, count(*) FROM "user" GROUP BY role;
--> statement-breakpoint
-- Keeps user_role_counts in step with "user" in the same transaction as every insert, delete and role change.
CREATE OR REPLACE FUNCTION count_user_roles() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO user_role_counts (role, n) VALUES (NEW.role, 1)
      ON CONFLICT (role) DO UPDATE SET n = user_role_counts.n + 1;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE user_role_counts SET n = n - 1 WHERE role = OLD.role;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER user_role_count_insert_delete AFTER INSERT OR DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION count_user_roles();
--> statement-breakpoint
CREATE TRIGGER user_role_count_update AFTER UPDATE OF role ON "user"
  FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role) EXECUTE FUNCTION count_user_roles();

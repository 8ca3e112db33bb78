CREATE TABLE "fulfilment_counts" (
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"shard" smallint NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "fulfilment_counts_provider_status_shard_pk" PRIMARY KEY("provider","status","shard")
);
--> statement-breakpoint
-- The queue's totals, kept as fulfilments are written (see fulfilment_counts in the schema).
CREATE OR REPLACE FUNCTION count_fulfilment_change() RETURNS trigger AS $$
DECLARE
  s smallint := floor(random() * 16)::smallint;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO fulfilment_counts AS c (provider, status, shard, n) VALUES (OLD.provider, OLD.status, s, -1)
    ON CONFLICT (provider, status, shard) DO UPDATE SET n = c.n - 1;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO fulfilment_counts AS c (provider, status, shard, n) VALUES (NEW.provider, NEW.status, s, 1)
    ON CONFLICT (provider, status, shard) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER fulfilments_count_insert_delete AFTER INSERT OR DELETE ON fulfilments
  FOR EACH ROW EXECUTE FUNCTION count_fulfilment_change();
--> statement-breakpoint
CREATE TRIGGER fulfilments_count_update AFTER UPDATE OF provider, status ON fulfilments
  FOR EACH ROW WHEN (OLD.provider IS DISTINCT FROM NEW.provider OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION count_fulfilment_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION clear_fulfilment_counts() RETURNS trigger AS $$
BEGIN
  DELETE FROM fulfilment_counts;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER fulfilments_count_truncate AFTER TRUNCATE ON fulfilments
  FOR EACH STATEMENT EXECUTE FUNCTION clear_fulfilment_counts();
--> statement-breakpoint
INSERT INTO fulfilment_counts (provider, status, shard, n)
  SELECT provider, status, 0, count(*) FROM fulfilments GROUP BY provider, status;

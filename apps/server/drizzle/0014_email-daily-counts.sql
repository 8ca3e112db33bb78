CREATE TABLE "email_event_daily" (
	"day" date NOT NULL,
	"event_type" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "email_event_daily_day_event_type_pk" PRIMARY KEY("day","event_type")
);
--> statement-breakpoint
INSERT INTO "email_event_daily" ("day", "event_type", "count")
  SELECT ("created_at" AT TIME ZONE 'UTC')::date, "event_type", count(*) FROM "email_logs" GROUP BY 1, 2;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "email_event_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "email_event_counts" ("bucket", "event_type", "count")
    SELECT date_trunc('hour', "created_at"), "event_type", count(*) FROM "new_rows" GROUP BY 1, 2
    ORDER BY 1, 2
  ON CONFLICT ("bucket", "event_type") DO UPDATE SET "count" = "email_event_counts"."count" + excluded."count";
  INSERT INTO "email_event_daily" ("day", "event_type", "count")
    SELECT ("created_at" AT TIME ZONE 'UTC')::date, "event_type", count(*) FROM "new_rows" GROUP BY 1, 2
    ORDER BY 1, 2
  ON CONFLICT ("day", "event_type") DO UPDATE SET "count" = "email_event_daily"."count" + excluded."count";
  RETURN NULL;
END $$;

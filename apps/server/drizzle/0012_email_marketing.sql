ALTER TYPE "public"."campaign_status" ADD VALUE 'paused';--> statement-breakpoint
CREATE TABLE "campaign_recipients" (
	"campaign_id" uuid NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"email_message_id" uuid,
	"sent_at" timestamp with time zone,
	CONSTRAINT "campaign_recipients_campaign_id_subscriber_id_pk" PRIMARY KEY("campaign_id","subscriber_id"),
	CONSTRAINT "campaign_recipients_status_check" CHECK ("campaign_recipients"."status" in ('pending', 'sent', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "email_event_counts" (
	"bucket" timestamp with time zone NOT NULL,
	"event_type" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "email_event_counts_bucket_event_type_pk" PRIMARY KEY("bucket","event_type")
);
--> statement-breakpoint
ALTER TABLE "marketing_campaigns" ADD COLUMN "content_mode" text DEFAULT 'marketing_template' NOT NULL;--> statement-breakpoint
ALTER TABLE "marketing_campaigns" ADD COLUMN "email_template_id" uuid;--> statement-breakpoint
ALTER TABLE "marketing_campaigns" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "marketing_campaigns" ADD COLUMN "template_data" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "marketing_campaigns" ADD COLUMN "rate_per_second" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "marketing_campaigns" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketing_campaigns" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketing_campaigns" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "email_logs" ADD COLUMN "campaign_id" uuid;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_campaign_id_marketing_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."marketing_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_subscriber_id_marketing_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."marketing_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_recipients_status_idx" ON "campaign_recipients" USING btree ("campaign_id","status");--> statement-breakpoint
ALTER TABLE "marketing_campaigns" ADD CONSTRAINT "marketing_campaigns_email_template_id_email_templates_id_fk" FOREIGN KEY ("email_template_id") REFERENCES "public"."email_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_campaigns" ADD CONSTRAINT "marketing_campaigns_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_logs_campaign_event_idx" ON "email_logs" USING btree ("campaign_id","event_type");--> statement-breakpoint
CREATE INDEX "email_logs_user_idx" ON "email_logs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_logs_recipient_trgm_idx" ON "email_logs" USING gin (lower("recipient") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "email_logs_subject_trgm_idx" ON "email_logs" USING gin (lower("subject") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "email_logs_first_event_idx" ON "email_logs" USING btree ("email_id","event_type") WHERE "email_logs"."event_type" in ('opened', 'clicked');--> statement-breakpoint
INSERT INTO "email_event_counts" ("bucket", "event_type", "count")
  SELECT date_trunc('hour', "created_at"), "event_type", count(*) FROM "email_logs" GROUP BY 1, 2;--> statement-breakpoint
CREATE FUNCTION "email_event_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "email_event_counts" ("bucket", "event_type", "count")
    SELECT date_trunc('hour', "created_at"), "event_type", count(*) FROM "new_rows" GROUP BY 1, 2
    ORDER BY 1, 2
  ON CONFLICT ("bucket", "event_type") DO UPDATE SET "count" = "email_event_counts"."count" + excluded."count";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "email_logs_count_events" AFTER INSERT ON "email_logs"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "email_event_counts_add"();

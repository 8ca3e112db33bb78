CREATE TABLE "drop_admissions" (
	"drop_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"position" bigserial NOT NULL,
	"units" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"order_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drop_admissions_drop_id_user_id_pk" PRIMARY KEY("drop_id","user_id"),
	CONSTRAINT "drop_admissions_status_check" CHECK ("drop_admissions"."status" in ('active', 'ordered', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "drop_notify_requests" (
	"drop_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drop_notify_requests_drop_id_user_id_pk" PRIMARY KEY("drop_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "product_drops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"holder_starts_at" timestamp with time zone,
	"holder_minimum" numeric(30, 9),
	"per_customer_limit" integer DEFAULT 1 NOT NULL,
	"held_units" integer DEFAULT 0 NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"notified_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_drops_limit_check" CHECK ("product_drops"."per_customer_limit" between 1 and 10),
	CONSTRAINT "product_drops_held_check" CHECK ("product_drops"."held_units" >= 0),
	CONSTRAINT "product_drops_window_check" CHECK ("product_drops"."holder_starts_at" is null or "product_drops"."holder_starts_at" < "product_drops"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "drop_admissions" ADD CONSTRAINT "drop_admissions_drop_id_product_drops_id_fk" FOREIGN KEY ("drop_id") REFERENCES "public"."product_drops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_admissions" ADD CONSTRAINT "drop_admissions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_admissions" ADD CONSTRAINT "drop_admissions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_notify_requests" ADD CONSTRAINT "drop_notify_requests_drop_id_product_drops_id_fk" FOREIGN KEY ("drop_id") REFERENCES "public"."product_drops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_notify_requests" ADD CONSTRAINT "drop_notify_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_drops" ADD CONSTRAINT "product_drops_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_drops" ADD CONSTRAINT "product_drops_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drop_admissions_expiry_idx" ON "drop_admissions" USING btree ("drop_id","status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_drops_product_idx" ON "product_drops" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_drops_starts_idx" ON "product_drops" USING btree ("starts_at");
ALTER TYPE "public"."order_status" ADD VALUE 'partially_shipped' BEFORE 'shipped';--> statement-breakpoint
CREATE TABLE "fulfilment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"fulfilment_id" uuid,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fulfilment_events_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "fulfilments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_order_id" text,
	"provider_shop_id" bigint,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"lease_until" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fulfilments_order_provider_unique" UNIQUE("order_id","provider"),
	CONSTRAINT "fulfilments_provider_check" CHECK ("fulfilments"."provider" in ('manual', 'printify')),
	CONSTRAINT "fulfilments_status_check" CHECK ("fulfilments"."status" in ('pending', 'submitting', 'awaiting_production', 'in_production', 'partially_shipped', 'shipped', 'delivered', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "printify_variant_links" (
	"product_id" uuid NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"shop_id" bigint NOT NULL,
	"printify_product_id" text NOT NULL,
	"printify_variant_id" bigint NOT NULL,
	"sku" text,
	"available" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "printify_variant_links_pk" PRIMARY KEY("product_id","size","color")
);
--> statement-breakpoint
CREATE TABLE "printify_webhooks" (
	"shop_id" bigint PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"webhook_ids" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_rate_slots" (
	"provider" text PRIMARY KEY NOT NULL,
	"next_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"fulfilment_id" uuid NOT NULL,
	"carrier" text NOT NULL,
	"tracking_number" text NOT NULL,
	"tracking_url" text,
	"shipped_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_fulfilment_tracking_unique" UNIQUE("fulfilment_id","carrier","tracking_number")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fulfilment_provider" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "fulfilment_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "fulfilment_state" text DEFAULT 'processing' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "shipment_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "provider_product_id" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "provider_variant_id" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "provider_sku" text;--> statement-breakpoint
ALTER TABLE "fulfilment_events" ADD CONSTRAINT "fulfilment_events_fulfilment_id_fulfilments_id_fk" FOREIGN KEY ("fulfilment_id") REFERENCES "public"."fulfilments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfilments" ADD CONSTRAINT "fulfilments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printify_variant_links" ADD CONSTRAINT "printify_variant_links_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_fulfilment_id_fulfilments_id_fk" FOREIGN KEY ("fulfilment_id") REFERENCES "public"."fulfilments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fulfilment_events_fulfilment_idx" ON "fulfilment_events" USING btree ("fulfilment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fulfilments_provider_order_idx" ON "fulfilments" USING btree ("provider","provider_order_id") WHERE "fulfilments"."provider_order_id" is not null;--> statement-breakpoint
CREATE INDEX "fulfilments_status_created_idx" ON "fulfilments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "fulfilments_provider_status_created_idx" ON "fulfilments" USING btree ("provider","status","created_at");--> statement-breakpoint
CREATE INDEX "fulfilments_created_idx" ON "fulfilments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "fulfilments_open_created_idx" ON "fulfilments" USING btree ("created_at") WHERE "fulfilments"."status" in ('pending', 'submitting', 'awaiting_production', 'in_production', 'partially_shipped', 'failed', 'cancelled');--> statement-breakpoint
CREATE INDEX "fulfilments_provider_open_created_idx" ON "fulfilments" USING btree ("provider","created_at") WHERE "fulfilments"."status" in ('pending', 'submitting', 'awaiting_production', 'in_production', 'partially_shipped', 'failed', 'cancelled');--> statement-breakpoint
CREATE INDEX "printify_variant_links_sku_idx" ON "printify_variant_links" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id","shipped_at");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_fulfilment_id_fulfilments_id_fk" FOREIGN KEY ("fulfilment_id") REFERENCES "public"."fulfilments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_fulfilment_idx" ON "order_items" USING btree ("fulfilment_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_fulfilment_provider_check" CHECK ("products"."fulfilment_provider" in ('manual', 'printify'));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_fulfilment_state_check" CHECK ("order_items"."fulfilment_state" in ('processing', 'in_production', 'shipped', 'delivered'));--> statement-breakpoint
UPDATE "products" SET "fulfilment_provider" = 'printify' WHERE "external_source" = 'printify';--> statement-breakpoint
UPDATE "order_items" SET "fulfilment_state" = o."status"::text FROM "orders" o
  WHERE o."id" = "order_items"."order_id" AND o."status" IN ('shipped', 'delivered');

CREATE TYPE "public"."design_reward_kind" AS ENUM('production_bonus', 'sale_share', 'reversal');--> statement-breakpoint
CREATE TYPE "public"."reward_asset" AS ENUM('SOL', 'RDO');--> statement-breakpoint
CREATE TABLE "design_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"design_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"asset" "reward_asset" NOT NULL,
	"amount" numeric(38, 9) NOT NULL,
	"wallet" text NOT NULL,
	"signature" text NOT NULL,
	"transferred" numeric(38, 9) NOT NULL,
	"verified" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "design_payouts_amount_check" CHECK ("design_payouts"."amount" > 0 and "design_payouts"."transferred" >= "design_payouts"."amount")
);
--> statement-breakpoint
CREATE TABLE "design_productions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"design_id" uuid NOT NULL,
	"status" text DEFAULT 'creating' NOT NULL,
	"shop_id" bigint NOT NULL,
	"blueprint_id" integer NOT NULL,
	"print_provider_id" integer NOT NULL,
	"request" jsonb NOT NULL,
	"printify_tag" text NOT NULL,
	"printify_image_id" text,
	"printify_product_id" text,
	"product_id" uuid,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"created_by" uuid,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_reward_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"design_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"kind" "design_reward_kind" NOT NULL,
	"asset" "reward_asset" NOT NULL,
	"amount" numeric(38, 9) NOT NULL,
	"rdo_per_usd" numeric(20, 6),
	"order_item_id" uuid,
	"refund_id" uuid,
	"payout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "design_reward_entries_sign_check" CHECK (("design_reward_entries"."kind" = 'reversal' and "design_reward_entries"."amount" < 0) or ("design_reward_entries"."kind" <> 'reversal' and "design_reward_entries"."amount" > 0)),
	CONSTRAINT "design_reward_entries_kind_check" CHECK (("design_reward_entries"."kind" = 'production_bonus' and "design_reward_entries"."asset" = 'SOL') or ("design_reward_entries"."kind" <> 'production_bonus' and "design_reward_entries"."asset" = 'RDO' and "design_reward_entries"."rdo_per_usd" is not null))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "community_design_id" uuid;--> statement-breakpoint
ALTER TABLE "design_payouts" ADD CONSTRAINT "design_payouts_design_id_community_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."community_designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_payouts" ADD CONSTRAINT "design_payouts_recipient_id_user_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_payouts" ADD CONSTRAINT "design_payouts_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_productions" ADD CONSTRAINT "design_productions_design_id_community_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."community_designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_productions" ADD CONSTRAINT "design_productions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_productions" ADD CONSTRAINT "design_productions_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_reward_entries" ADD CONSTRAINT "design_reward_entries_design_id_community_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."community_designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_reward_entries" ADD CONSTRAINT "design_reward_entries_recipient_id_user_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_reward_entries" ADD CONSTRAINT "design_reward_entries_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_reward_entries" ADD CONSTRAINT "design_reward_entries_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_reward_entries" ADD CONSTRAINT "design_reward_entries_payout_id_design_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."design_payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "design_payouts_signature_idx" ON "design_payouts" USING btree ("signature");--> statement-breakpoint
CREATE INDEX "design_payouts_design_created_idx" ON "design_payouts" USING btree ("design_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "design_payouts_recipient_created_idx" ON "design_payouts" USING btree ("recipient_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "design_productions_design_idx" ON "design_productions" USING btree ("design_id");--> statement-breakpoint
CREATE UNIQUE INDEX "design_productions_tag_idx" ON "design_productions" USING btree ("printify_tag");--> statement-breakpoint
CREATE INDEX "design_productions_product_idx" ON "design_productions" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "design_reward_entries_bonus_idx" ON "design_reward_entries" USING btree ("design_id") WHERE "design_reward_entries"."kind" = 'production_bonus';--> statement-breakpoint
CREATE UNIQUE INDEX "design_reward_entries_sale_idx" ON "design_reward_entries" USING btree ("order_item_id") WHERE "design_reward_entries"."kind" = 'sale_share';--> statement-breakpoint
CREATE UNIQUE INDEX "design_reward_entries_reversal_idx" ON "design_reward_entries" USING btree ("order_item_id","refund_id") WHERE "design_reward_entries"."kind" = 'reversal';--> statement-breakpoint
CREATE INDEX "design_reward_entries_design_created_idx" ON "design_reward_entries" USING btree ("design_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "design_reward_entries_recipient_idx" ON "design_reward_entries" USING btree ("recipient_id","design_id");--> statement-breakpoint
CREATE INDEX "design_reward_entries_pending_idx" ON "design_reward_entries" USING btree ("design_id","asset") WHERE "design_reward_entries"."payout_id" is null;--> statement-breakpoint
CREATE INDEX "design_reward_entries_payout_idx" ON "design_reward_entries" USING btree ("payout_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_community_design_id_community_designs_id_fk" FOREIGN KEY ("community_design_id") REFERENCES "public"."community_designs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "products_community_design_idx" ON "products" USING btree ("community_design_id") WHERE "products"."community_design_id" is not null;
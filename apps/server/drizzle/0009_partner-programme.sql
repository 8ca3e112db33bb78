CREATE TYPE "public"."partner_ledger_kind" AS ENUM('accrual', 'reversal');--> statement-breakpoint
ALTER TABLE "partner_ledger" DROP CONSTRAINT "partner_ledger_order_item_id_unique";--> statement-breakpoint
ALTER TABLE "partner_ledger" DROP CONSTRAINT "partner_ledger_amount_cents_check";--> statement-breakpoint
DROP INDEX "partner_embeds_partner_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "partner_design_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "partner_product_type" text;--> statement-breakpoint
ALTER TABLE "partner_designs" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_ledger" ADD COLUMN "kind" "partner_ledger_kind" DEFAULT 'accrual' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_partner_design_id_partner_designs_id_fk" FOREIGN KEY ("partner_design_id") REFERENCES "public"."partner_designs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "products_partner_design_type_idx" ON "products" USING btree ("partner_design_id","partner_product_type") WHERE "products"."partner_design_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_ledger_item_kind_idx" ON "partner_ledger" USING btree ("order_item_id","kind");--> statement-breakpoint
CREATE INDEX "partner_ledger_partner_created_idx" ON "partner_ledger" USING btree ("partner_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "partner_embeds_partner_idx" ON "partner_embeds" USING btree ("partner_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "partner_ledger" ADD CONSTRAINT "partner_ledger_amount_sign_check" CHECK (("partner_ledger"."kind" = 'accrual' and "partner_ledger"."amount_cents" >= 0) or ("partner_ledger"."kind" = 'reversal' and "partner_ledger"."amount_cents" <= 0));
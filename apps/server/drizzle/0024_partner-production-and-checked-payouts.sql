DROP INDEX "products_partner_design_type_idx";--> statement-breakpoint
ALTER TABLE "design_productions" ALTER COLUMN "design_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD COLUMN "asset" text;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD COLUMN "mint" text;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD COLUMN "rate" numeric(38, 9);--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD COLUMN "token_amount" numeric(38, 9);--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD COLUMN "transferred" numeric(38, 9);--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD COLUMN "wallet" text;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD COLUMN "signature" text;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD COLUMN "verified" jsonb;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "design_productions" ADD COLUMN "partner_design_id" uuid;--> statement-breakpoint
ALTER TABLE "design_productions" ADD COLUMN "product_type" text;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD CONSTRAINT "partner_payouts_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_productions" ADD CONSTRAINT "design_productions_partner_design_id_partner_designs_id_fk" FOREIGN KEY ("partner_design_id") REFERENCES "public"."partner_designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_payouts_signature_idx" ON "partner_payouts" USING btree ("signature");--> statement-breakpoint
CREATE UNIQUE INDEX "design_productions_partner_type_idx" ON "design_productions" USING btree ("partner_design_id","product_type") WHERE "design_productions"."partner_design_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "products_partner_design_type_idx" ON "products" USING btree ("partner_design_id","partner_product_type") WHERE "products"."partner_design_id" is not null and "products"."active";--> statement-breakpoint
ALTER TABLE "design_productions" ADD CONSTRAINT "design_productions_subject_check" CHECK (("design_productions"."design_id" is null) <> ("design_productions"."partner_design_id" is null) and ("design_productions"."partner_design_id" is null) = ("design_productions"."product_type" is null));
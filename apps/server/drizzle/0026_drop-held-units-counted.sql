ALTER TABLE "product_drops" DROP CONSTRAINT "product_drops_held_check";--> statement-breakpoint
ALTER TABLE "product_drops" DROP COLUMN "held_units";
CREATE TABLE "drop_draw_entries" (
	"drop_id" uuid NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"user_id" uuid NOT NULL,
	"units" integer NOT NULL,
	"arrived_at" timestamp (3) with time zone NOT NULL,
	"instance" text NOT NULL,
	"rank" integer,
	"outcome" text,
	CONSTRAINT "drop_draw_entries_drop_id_opens_at_user_id_pk" PRIMARY KEY("drop_id","opens_at","user_id")
);
--> statement-breakpoint
CREATE TABLE "drop_draw_instances" (
	"drop_id" uuid NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"instance" text NOT NULL,
	"decide_by" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone,
	CONSTRAINT "drop_draw_instances_drop_id_opens_at_instance_pk" PRIMARY KEY("drop_id","opens_at","instance")
);
--> statement-breakpoint
CREATE TABLE "drop_holder_claims" (
	"drop_id" uuid NOT NULL,
	"address" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drop_holder_claims_drop_id_address_pk" PRIMARY KEY("drop_id","address")
);
--> statement-breakpoint
ALTER TABLE "drop_draw_entries" ADD CONSTRAINT "drop_draw_entries_drop_id_product_drops_id_fk" FOREIGN KEY ("drop_id") REFERENCES "public"."product_drops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_draw_entries" ADD CONSTRAINT "drop_draw_entries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_draw_instances" ADD CONSTRAINT "drop_draw_instances_drop_id_product_drops_id_fk" FOREIGN KEY ("drop_id") REFERENCES "public"."product_drops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_holder_claims" ADD CONSTRAINT "drop_holder_claims_drop_id_product_drops_id_fk" FOREIGN KEY ("drop_id") REFERENCES "public"."product_drops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_holder_claims" ADD CONSTRAINT "drop_holder_claims_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drop_draw_entries_pending_idx" ON "drop_draw_entries" USING btree ("drop_id") WHERE "drop_draw_entries"."outcome" is null;
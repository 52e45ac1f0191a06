CREATE TABLE "calendar_feed" (
	"landlord_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feed_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "rent_update" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"anniversary_date" date NOT NULL,
	"change_bps" integer NOT NULL,
	"share_percent" integer NOT NULL,
	"previous_rent_cents" bigint NOT NULL,
	"new_rent_cents" bigint NOT NULL,
	"effective_from" date NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rent_update_change_chk" CHECK ("rent_update"."change_bps" BETWEEN -2000 AND 2000),
	CONSTRAINT "rent_update_share_chk" CHECK ("rent_update"."share_percent" IN (75, 100))
);
--> statement-breakpoint
ALTER TABLE "calendar_feed" ADD CONSTRAINT "calendar_feed_landlord_id_user_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_update" ADD CONSTRAINT "rent_update_contract_id_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_update" ADD CONSTRAINT "rent_update_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rent_update_anniversary_uniq" ON "rent_update" USING btree ("contract_id","anniversary_date");
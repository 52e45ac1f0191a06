DROP INDEX "bill_property_idx";--> statement-breakpoint
ALTER TABLE "bill" ADD COLUMN "created_by" text NOT NULL;--> statement-breakpoint
ALTER TABLE "bill" ADD COLUMN "idempotency_key" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_split" ADD COLUMN "overlap_days" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_split" ADD COLUMN "number_of_occupants" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_split" ADD COLUMN "weight" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "bill" ADD CONSTRAINT "bill_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bill_idempotency_uniq" ON "bill" USING btree ("created_by","idempotency_key");--> statement-breakpoint
CREATE INDEX "payable_bill_split_idx" ON "payable" USING btree ("bill_split_id");--> statement-breakpoint
CREATE INDEX "settlement_item_bill_split_idx" ON "settlement_item" USING btree ("bill_split_id");--> statement-breakpoint
CREATE INDEX "bill_property_idx" ON "bill" USING btree ("property_id","created_at");--> statement-breakpoint
ALTER TABLE "bill_split" ADD CONSTRAINT "bill_split_amount_chk" CHECK ("bill_split"."calculated_amount_cents" >= 0);--> statement-breakpoint
ALTER TABLE "bill_split" ADD CONSTRAINT "bill_split_weight_chk" CHECK ("bill_split"."weight" = "bill_split"."overlap_days" * "bill_split"."number_of_occupants" AND "bill_split"."weight" > 0);
ALTER TABLE "contract" ADD COLUMN "share_link_email_key" uuid;--> statement-breakpoint
ALTER TABLE "deposit_closing" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "reversal_key" uuid;--> statement-breakpoint
ALTER TABLE "rent_update" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
ALTER TABLE "room" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "room_idempotency_uniq" ON "room" USING btree ("property_id","idempotency_key");
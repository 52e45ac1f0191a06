ALTER TABLE "payable" ADD COLUMN "confirmation_key" uuid;--> statement-breakpoint
ALTER TABLE "settlement" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_idempotency_uniq" ON "settlement" USING btree ("contract_id","idempotency_key");
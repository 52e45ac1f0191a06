CREATE TABLE "payment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landlord_id" text NOT NULL,
	"contract_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"received_on" date NOT NULL,
	"method" text NOT NULL,
	"note" text,
	"receipt_year" integer NOT NULL,
	"receipt_number" integer NOT NULL,
	"reversed_at" timestamp with time zone,
	"reversal_reason" text,
	"idempotency_key" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_amount_chk" CHECK ("payment"."amount_cents" > 0),
	CONSTRAINT "payment_method_chk" CHECK ("payment"."method" IN ('bonifico','contanti','assegno','carta','altro')),
	CONSTRAINT "payment_receipt_chk" CHECK ("payment"."receipt_number" > 0),
	CONSTRAINT "payment_reversal_chk" CHECK (("payment"."reversed_at" IS NULL) = ("payment"."reversal_reason" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "payment_allocation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"payable_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "payment_allocation_amount_chk" CHECK ("payment_allocation"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "receipt_counter" (
	"landlord_id" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "receipt_counter_landlord_id_year_pk" PRIMARY KEY("landlord_id","year"),
	CONSTRAINT "receipt_counter_chk" CHECK ("receipt_counter"."last_number" > 0)
);
--> statement-breakpoint
ALTER TABLE "payable" ADD COLUMN "allocated_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_landlord_id_user_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_contract_id_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocation" ADD CONSTRAINT "payment_allocation_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocation" ADD CONSTRAINT "payment_allocation_payable_id_payable_id_fk" FOREIGN KEY ("payable_id") REFERENCES "public"."payable"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_counter" ADD CONSTRAINT "receipt_counter_landlord_id_user_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_contract_idx" ON "payment" USING btree ("contract_id","received_on");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_receipt_uniq" ON "payment" USING btree ("landlord_id","receipt_year","receipt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_idempotency_uniq" ON "payment" USING btree ("contract_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_allocation_uniq" ON "payment_allocation" USING btree ("payment_id","payable_id");--> statement-breakpoint
CREATE INDEX "payment_allocation_payable_idx" ON "payment_allocation" USING btree ("payable_id");--> statement-breakpoint
ALTER TABLE "payable" ADD CONSTRAINT "payable_allocated_chk" CHECK ("payable"."allocated_cents" >= 0 AND "payable"."allocated_cents" <= abs("payable"."amount_cents"));
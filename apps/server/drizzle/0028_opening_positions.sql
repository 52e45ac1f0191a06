CREATE TABLE "opening_entry" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"entry_date" date NOT NULL,
	"paid_through_month" date,
	"balance_cents" bigint,
	"settled_cents" bigint NOT NULL,
	"conguaglio_from" date NOT NULL,
	"credit_payable_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opening_entry_contract_id_unique" UNIQUE("contract_id"),
	CONSTRAINT "opening_entry_kind_chk" CHECK ("opening_entry"."kind" IN ('paid_through', 'balance')),
	CONSTRAINT "opening_entry_shape_chk" CHECK (("opening_entry"."kind" = 'paid_through' AND "opening_entry"."paid_through_month" IS NOT NULL AND "opening_entry"."balance_cents" IS NULL) OR ("opening_entry"."kind" = 'balance' AND "opening_entry"."balance_cents" IS NOT NULL AND "opening_entry"."paid_through_month" IS NULL)),
	CONSTRAINT "opening_entry_settled_chk" CHECK ("opening_entry"."settled_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment" ALTER COLUMN "receipt_year" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ALTER COLUMN "receipt_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payable" ADD COLUMN "opening_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "opening_entry" ADD CONSTRAINT "opening_entry_contract_id_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_entry" ADD CONSTRAINT "opening_entry_credit_payable_id_payable_id_fk" FOREIGN KEY ("credit_payable_id") REFERENCES "public"."payable"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payable" ADD CONSTRAINT "payable_opening_chk" CHECK ("payable"."opening_cents" >= 0 AND "payable"."opening_cents" <= "payable"."allocated_cents");--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_receipt_pair_chk" CHECK (("payment"."receipt_year" IS NULL) = ("payment"."receipt_number" IS NULL));--> statement-breakpoint
-- The opening entry shows on the landlord's kept reads (decision 131's list): it bumps the landlord's data version like the payables.
CREATE CONSTRAINT TRIGGER opening_entry_landlord_data_version AFTER INSERT OR UPDATE OR DELETE ON opening_entry
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION casaconti_landlord_data_changed('contract', 'contract_id');

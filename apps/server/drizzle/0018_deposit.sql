CREATE TABLE "deposit_closing" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"closed_on" date NOT NULL,
	"deposit_cents" bigint NOT NULL,
	"interest_cents" bigint NOT NULL,
	"deductions_cents" bigint NOT NULL,
	"balance_cents" bigint NOT NULL,
	"tenant_owes_rest" boolean DEFAULT false NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_closing_contract_id_unique" UNIQUE("contract_id"),
	CONSTRAINT "deposit_closing_balance_chk" CHECK ("deposit_closing"."balance_cents" = "deposit_closing"."deposit_cents" + "deposit_closing"."interest_cents" - "deposit_closing"."deductions_cents" AND "deposit_closing"."deductions_cents" >= 0 AND "deposit_closing"."interest_cents" >= 0 AND ("deposit_closing"."balance_cents" >= 0 OR "deposit_closing"."tenant_owes_rest"))
);
--> statement-breakpoint
CREATE TABLE "deposit_deduction" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"closing_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"reason" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"document_id" uuid,
	CONSTRAINT "deposit_deduction_amount_chk" CHECK ("deposit_deduction"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "deposit_interest_credit" (
	"contract_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"rate_hundredths" integer NOT NULL,
	"days_held" integer NOT NULL,
	"settlement_item_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_interest_credit_contract_id_year_pk" PRIMARY KEY("contract_id","year"),
	CONSTRAINT "deposit_interest_credit_amount_chk" CHECK ("deposit_interest_credit"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "legal_interest_override" (
	"landlord_id" text NOT NULL,
	"year" integer NOT NULL,
	"rate_hundredths" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_interest_override_landlord_id_year_pk" PRIMARY KEY("landlord_id","year"),
	CONSTRAINT "legal_interest_override_rate_chk" CHECK ("legal_interest_override"."rate_hundredths" BETWEEN 0 AND 2000),
	CONSTRAINT "legal_interest_override_year_chk" CHECK ("legal_interest_override"."year" BETWEEN 1900 AND 2200)
);
--> statement-breakpoint
ALTER TABLE "deposit_closing" ADD CONSTRAINT "deposit_closing_contract_id_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_closing" ADD CONSTRAINT "deposit_closing_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_deduction" ADD CONSTRAINT "deposit_deduction_closing_id_deposit_closing_id_fk" FOREIGN KEY ("closing_id") REFERENCES "public"."deposit_closing"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_deduction" ADD CONSTRAINT "deposit_deduction_document_id_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."document"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_interest_credit" ADD CONSTRAINT "deposit_interest_credit_contract_id_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_interest_credit" ADD CONSTRAINT "deposit_interest_credit_settlement_item_id_settlement_item_id_fk" FOREIGN KEY ("settlement_item_id") REFERENCES "public"."settlement_item"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_interest_override" ADD CONSTRAINT "legal_interest_override_landlord_id_user_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_deduction_position_uniq" ON "deposit_deduction" USING btree ("closing_id","position");
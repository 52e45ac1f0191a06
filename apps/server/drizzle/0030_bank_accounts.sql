CREATE TABLE "bank_account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landlord_id" text NOT NULL,
	"name" text NOT NULL,
	"holder_name" text NOT NULL,
	"iban" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "bank_account_iban_chk" CHECK ("bank_account"."iban" ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$')
);
--> statement-breakpoint
CREATE TABLE "property_bank_account" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"bank_account_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_account" ADD CONSTRAINT "bank_account_landlord_id_user_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_bank_account" ADD CONSTRAINT "property_bank_account_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_bank_account" ADD CONSTRAINT "property_bank_account_bank_account_id_bank_account_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_account_landlord_idx" ON "bank_account" USING btree ("landlord_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_account_default_uniq" ON "bank_account" USING btree ("landlord_id") WHERE "bank_account"."is_default" AND "bank_account"."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_account_iban_uniq" ON "bank_account" USING btree ("landlord_id","iban") WHERE "bank_account"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "property_bank_account_account_idx" ON "property_bank_account" USING btree ("bank_account_id");--> statement-breakpoint
-- Decision 202: the tenant's reads and the public statement (kept answers, decisions 130, 141) show
-- the receiving account's IBAN and holder, so its rows bump the landlord's data version as 0021's
-- tables do.
CREATE CONSTRAINT TRIGGER bank_account_landlord_data_version AFTER INSERT OR UPDATE OR DELETE ON bank_account
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION casaconti_landlord_data_changed('landlord', 'landlord_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER property_bank_account_landlord_data_version AFTER INSERT OR UPDATE OR DELETE ON property_bank_account
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION casaconti_landlord_data_changed('property', 'property_id');

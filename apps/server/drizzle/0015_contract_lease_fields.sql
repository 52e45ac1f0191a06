ALTER TABLE "contract" ADD COLUMN "contract_type" text DEFAULT 'altro' NOT NULL;--> statement-breakpoint
ALTER TABLE "contract" ADD COLUMN "cedolare_secca" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contract" ADD COLUMN "istat_update_share" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contract" ADD COLUMN "registration_date" date;--> statement-breakpoint
ALTER TABLE "contract" ADD COLUMN "registration_code" text;--> statement-breakpoint
ALTER TABLE "contract" ADD COLUMN "deposit_amount_cents" bigint;--> statement-breakpoint
ALTER TABLE "contract" ADD COLUMN "deposit_received_on" date;--> statement-breakpoint
ALTER TABLE "contract" ADD COLUMN "deposit_held_as" text;--> statement-breakpoint
ALTER TABLE "contract" ADD COLUMN "deposit_interest_due" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "contract" ADD CONSTRAINT "contract_type_chk" CHECK ("contract"."contract_type" IN ('libero_4_4', 'concordato_3_2', 'transitorio', 'studenti', 'altro'));--> statement-breakpoint
ALTER TABLE "contract" ADD CONSTRAINT "contract_istat_share_chk" CHECK ("contract"."istat_update_share" IN (0, 75, 100));--> statement-breakpoint
ALTER TABLE "contract" ADD CONSTRAINT "contract_deposit_chk" CHECK (("contract"."deposit_amount_cents" IS NULL OR "contract"."deposit_amount_cents" > 0) AND ("contract"."deposit_received_on" IS NULL OR "contract"."deposit_amount_cents" IS NOT NULL));
-- The tenant's names and email belong to each contract (docs/decisions/019); existing contracts
-- take them from the account they point at; those of active accounts count as accepted (they
-- were already visible), those of invited ones are accepted when the account is completed.
ALTER TABLE "contract" ADD COLUMN "tenant_first_name" text;--> statement-breakpoint
ALTER TABLE "contract" ADD COLUMN "tenant_last_name" text;--> statement-breakpoint
ALTER TABLE "contract" ADD COLUMN "tenant_email" text;--> statement-breakpoint
ALTER TABLE "contract" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
UPDATE "contract" SET "tenant_first_name" = u."first_name", "tenant_last_name" = u."last_name", "tenant_email" = lower(u."email"), "accepted_at" = CASE WHEN u."user_status" = 'active' THEN "contract"."created_at" END FROM "user" u WHERE u."id" = "contract"."tenant_id";--> statement-breakpoint
ALTER TABLE "contract" ALTER COLUMN "tenant_first_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "contract" ALTER COLUMN "tenant_last_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "contract" ALTER COLUMN "tenant_email" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invitation" ADD COLUMN "contract_id" uuid;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_contract_id_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitation_contract_idx" ON "invitation" USING btree ("contract_id");

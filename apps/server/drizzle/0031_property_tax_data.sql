CREATE TABLE "property_cadastre" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"comune" text NOT NULL,
	"comune_code" text NOT NULL,
	"foglio" text NOT NULL,
	"particella" text NOT NULL,
	"subalterno" text,
	"categoria" text NOT NULL,
	"classe" text,
	"rendita_cents" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_cadastre_code_chk" CHECK ("property_cadastre"."comune_code" ~ '^[A-M][0-9]{3}$'),
	CONSTRAINT "property_cadastre_rendita_chk" CHECK ("property_cadastre"."rendita_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "property_owner" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"fiscal_code" text NOT NULL,
	"share_bps" integer NOT NULL,
	"held_from" date,
	"held_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_owner_share_chk" CHECK ("property_owner"."share_bps" BETWEEN 1 AND 10000),
	CONSTRAINT "property_owner_dates_chk" CHECK ("property_owner"."held_from" IS NULL OR "property_owner"."held_to" IS NULL OR "property_owner"."held_to" >= "property_owner"."held_from")
);
--> statement-breakpoint
ALTER TABLE "contract" ADD COLUMN "registration_office" text;--> statement-breakpoint
ALTER TABLE "property_cadastre" ADD CONSTRAINT "property_cadastre_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_owner" ADD CONSTRAINT "property_owner_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "property_owner_position_uniq" ON "property_owner" USING btree ("property_id","position");--> statement-breakpoint
-- The registration code is now the 17-character 'codice identificativo' (decision 212): a stored
-- code of that form is kept, written as the form stores it; any other text (serie and numero of an
-- older registration) moves to the registration office's field, where the landlord still sees it.
UPDATE "contract" SET "registration_office" = "registration_code", "registration_code" = NULL
  WHERE "registration_code" IS NOT NULL AND upper(regexp_replace("registration_code", '\s', '', 'g')) !~ '^[A-Z0-9]{17}$';--> statement-breakpoint
UPDATE "contract" SET "registration_code" = upper(regexp_replace("registration_code", '\s', '', 'g'))
  WHERE "registration_code" IS NOT NULL;

CREATE TABLE "portfolio_import" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landlord_id" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"header_row" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"cell_issues" jsonb NOT NULL,
	"mapping" jsonb,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"rows_created" integer DEFAULT 0 NOT NULL,
	"rows_existing" integer DEFAULT 0 NOT NULL,
	"rows_with_errors" integer DEFAULT 0 NOT NULL,
	"error_message" text,
	"created_contract_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "portfolio_import_status_chk" CHECK ("portfolio_import"."status" IN ('uploaded', 'ready', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "portfolio_import" ADD CONSTRAINT "portfolio_import_landlord_id_user_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_import_landlord_idx" ON "portfolio_import" USING btree ("landlord_id","created_at");
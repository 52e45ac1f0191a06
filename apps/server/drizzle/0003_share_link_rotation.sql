ALTER TABLE "contract" ADD COLUMN "share_token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contract" ADD COLUMN "share_link_emailed_at" timestamp with time zone;
ALTER TABLE "user" ADD COLUMN "fiscal_code" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "address" text;
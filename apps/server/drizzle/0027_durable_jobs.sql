CREATE TABLE "sent_email" (
	"message_id" text PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_message" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "receipt_email_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_message" ADD CONSTRAINT "outbox_message_message_id_uniq" UNIQUE("message_id");
CREATE TABLE "payment_signal" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"tenant_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"proof_document_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"payment_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_signal_amount_chk" CHECK ("payment_signal"."amount_cents" > 0),
	CONSTRAINT "payment_signal_method_chk" CHECK ("payment_signal"."method" IN ('bonifico','contanti','assegno','carta','altro')),
	CONSTRAINT "payment_signal_status_chk" CHECK ("payment_signal"."status" IN ('pending','confirmed','rejected')),
	CONSTRAINT "payment_signal_decision_chk" CHECK (("payment_signal"."status" = 'pending' AND "payment_signal"."payment_id" IS NULL AND "payment_signal"."rejection_reason" IS NULL) OR ("payment_signal"."status" = 'confirmed' AND "payment_signal"."payment_id" IS NOT NULL) OR ("payment_signal"."status" = 'rejected' AND "payment_signal"."rejection_reason" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "payment_signal" ADD CONSTRAINT "payment_signal_contract_id_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_signal" ADD CONSTRAINT "payment_signal_tenant_id_user_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_signal" ADD CONSTRAINT "payment_signal_proof_document_id_document_id_fk" FOREIGN KEY ("proof_document_id") REFERENCES "public"."document"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_signal" ADD CONSTRAINT "payment_signal_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_signal_contract_idx" ON "payment_signal" USING btree ("contract_id","status");--> statement-breakpoint
CREATE INDEX "payment_signal_tenant_idx" ON "payment_signal" USING btree ("tenant_id");
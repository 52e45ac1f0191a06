-- Kept deadlines of the Scadenze page (decision 123): the table, the stale marks, the coverage per landlord, and the triggers that mark a contract stale.
CREATE TABLE "lease_deadline" (
	"contract_id" uuid NOT NULL,
	"landlord_id" text NOT NULL,
	"property_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"amount_cents" bigint,
	"reference" date,
	"contract_end" date,
	CONSTRAINT "lease_deadline_contract_id_kind_date_pk" PRIMARY KEY("contract_id","kind","date"),
	CONSTRAINT "lease_deadline_kind_chk" CHECK ("lease_deadline"."kind" IN ('registration', 'registration_tax', 'notice', 'expiry', 'istat', 'deposit_interest'))
);
--> statement-breakpoint
CREATE TABLE "lease_deadline_coverage" (
	"landlord_id" text PRIMARY KEY NOT NULL,
	"until" date NOT NULL,
	"checked_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lease_deadline_stale" (
	"contract_id" uuid PRIMARY KEY NOT NULL,
	"landlord_id" text NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lease_deadline_coverage" ADD CONSTRAINT "lease_deadline_coverage_landlord_id_user_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_deadline_stale" ADD CONSTRAINT "lease_deadline_stale_contract_id_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lease_deadline_landlord_date_idx" ON "lease_deadline" USING btree ("landlord_id","date");--> statement-breakpoint
CREATE INDEX "lease_deadline_stale_landlord_idx" ON "lease_deadline_stale" USING btree ("landlord_id");--> statement-breakpoint
-- Kept deadlines (decision 123): a change to a contract or to one of its rent updates marks the
-- contract stale; the next 'Scadenze' read of its landlord computes its deadlines again (core's
-- leaseDeadlines, in the server). The upsert takes the mark's row lock, so a refresh that
-- consumed the mark first waits for this transaction's end or sees its change (never loses it).
CREATE FUNCTION lease_deadline_mark_stale(target uuid) RETURNS void
  LANGUAGE sql
  AS $$
    INSERT INTO lease_deadline_stale (contract_id, landlord_id)
    SELECT c.id, p.landlord_id FROM contract c JOIN property p ON p.id = c.property_id WHERE c.id = target
    ON CONFLICT (contract_id) DO UPDATE SET marked_at = now()
  $$;--> statement-breakpoint
CREATE FUNCTION contract_lease_deadline_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'DELETE' THEN
      -- Contracts are soft-deleted; a hard delete takes its kept rows along (no foreign key there).
      DELETE FROM lease_deadline WHERE contract_id = OLD.id;
    ELSE
      PERFORM lease_deadline_mark_stale(NEW.id);
    END IF;
    RETURN NULL;
  END
  $$;--> statement-breakpoint
CREATE TRIGGER contract_lease_deadline_stale AFTER INSERT OR DELETE ON contract
  FOR EACH ROW EXECUTE FUNCTION contract_lease_deadline_changed();--> statement-breakpoint
-- An update marks the contract only when what its deadlines are computed from changes (the
-- columns of leaseTermsColumns, its property, its deletion): the daily job's and the share link's
-- writes to other columns leave the kept deadlines as they are.
CREATE TRIGGER contract_lease_deadline_terms_stale AFTER UPDATE ON contract
  FOR EACH ROW WHEN ((OLD.property_id, OLD.deleted_at, OLD.start_date, OLD.end_date, OLD.contract_type, OLD.cedolare_secca, OLD.istat_update_share, OLD.registration_date, OLD.rent_amount_cents, OLD.deposit_amount_cents, OLD.deposit_received_on, OLD.deposit_interest_due) IS DISTINCT FROM (NEW.property_id, NEW.deleted_at, NEW.start_date, NEW.end_date, NEW.contract_type, NEW.cedolare_secca, NEW.istat_update_share, NEW.registration_date, NEW.rent_amount_cents, NEW.deposit_amount_cents, NEW.deposit_received_on, NEW.deposit_interest_due))
  EXECUTE FUNCTION contract_lease_deadline_changed();--> statement-breakpoint
CREATE FUNCTION rent_update_lease_deadline_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP <> 'INSERT' THEN
      PERFORM lease_deadline_mark_stale(OLD.contract_id);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM lease_deadline_mark_stale(NEW.contract_id);
    END IF;
    RETURN NULL;
  END
  $$;--> statement-breakpoint
CREATE TRIGGER rent_update_lease_deadline_stale AFTER INSERT OR UPDATE OR DELETE ON rent_update
  FOR EACH ROW EXECUTE FUNCTION rent_update_lease_deadline_changed();

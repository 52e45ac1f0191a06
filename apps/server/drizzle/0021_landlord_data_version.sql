CREATE TABLE "landlord_data_version" (
	"landlord_id" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- The landlord data version (decisions 130, 131): one committing transaction that writes any row a
-- landlord's kept reads show bumps that landlord's version once, the technique of 0020 (decision
-- 128): constraint triggers deferred to the commit, so the version row's lock is a writing
-- transaction's last and two writers of one landlord never deadlock through it; a version row this
-- transaction already bumped (its xmin is this transaction) is left alone. Unlike 0020 no column
-- list: every insert, update and delete of the tables below bumps, except the one column the daily
-- job rewrites by the thousand that no kept read shows (contract.share_token_hash, below).
CREATE OR REPLACE FUNCTION casaconti_bump_landlord_data_version(landlord text) RETURNS void
  LANGUAGE sql VOLATILE
  AS $$
    INSERT INTO landlord_data_version AS v (landlord_id, version) VALUES (landlord, 1)
    ON CONFLICT (landlord_id) DO UPDATE SET version = v.version + 1
    WHERE NOT (v.xmin = pg_current_xact_id()::xid)
  $$;--> statement-breakpoint
-- The landlord(s) a row reaches through `ref` (a value of one of its columns), by kind of reference:
-- the landlord itself, a property, a contract or a bill (through its property), a payment (its
-- landlord), a deposit closing (its contract's property), a tenant (every landlord with a contract
-- of that user). A row whose parent is gone at commit has nothing to bump (parents are only
-- soft-deleted; a parent deleted with it bumps for itself).
CREATE OR REPLACE FUNCTION casaconti_bump_landlord_data_of(kind text, ref text) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF ref IS NULL THEN RETURN; END IF;
    CASE kind
      WHEN 'landlord' THEN
        PERFORM casaconti_bump_landlord_data_version(ref);
      WHEN 'property' THEN
        PERFORM casaconti_bump_landlord_data_version(p.landlord_id) FROM property p WHERE p.id = ref::uuid;
      WHEN 'contract' THEN
        PERFORM casaconti_bump_landlord_data_version(p.landlord_id)
          FROM contract c JOIN property p ON p.id = c.property_id WHERE c.id = ref::uuid;
      WHEN 'bill' THEN
        PERFORM casaconti_bump_landlord_data_version(p.landlord_id)
          FROM bill b JOIN property p ON p.id = b.property_id WHERE b.id = ref::uuid;
      WHEN 'payment' THEN
        PERFORM casaconti_bump_landlord_data_version(pm.landlord_id) FROM payment pm WHERE pm.id = ref::uuid;
      WHEN 'deposit_closing' THEN
        PERFORM casaconti_bump_landlord_data_version(p.landlord_id)
          FROM deposit_closing d JOIN contract c ON c.id = d.contract_id JOIN property p ON p.id = c.property_id
          WHERE d.id = ref::uuid;
      WHEN 'tenant' THEN
        PERFORM casaconti_bump_landlord_data_version(t.landlord_id)
          FROM (SELECT DISTINCT p.landlord_id FROM contract c JOIN property p ON p.id = c.property_id
                WHERE c.tenant_id = ref) t;
    END CASE;
  END
  $$;--> statement-breakpoint
-- The row trigger: its arguments are pairs (kind of reference, column); the old row's and the new
-- row's landlords are bumped (an update moving a row bumps both).
CREATE OR REPLACE FUNCTION casaconti_landlord_data_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
    new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
    i integer := 0;
  BEGIN
    WHILE i < TG_NARGS LOOP
      PERFORM casaconti_bump_landlord_data_of(TG_ARGV[i], old_row ->> TG_ARGV[i + 1]);
      IF (new_row ->> TG_ARGV[i + 1]) IS DISTINCT FROM (old_row ->> TG_ARGV[i + 1]) THEN
        PERFORM casaconti_bump_landlord_data_of(TG_ARGV[i], new_row ->> TG_ARGV[i + 1]);
      END IF;
      i := i + 2;
    END LOOP;
    RETURN NULL;
  END
  $$;--> statement-breakpoint
-- The tables whose rows reach a landlord's kept reads (decision 131 lists them and those left out).
CREATE CONSTRAINT TRIGGER property_landlord_data_version AFTER INSERT OR UPDATE OR DELETE ON property
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION casaconti_landlord_data_changed('landlord', 'landlord_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER room_landlord_data_version AFTER INSERT OR UPDATE OR DELETE ON room
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION casaconti_landlord_data_changed('property', 'property_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER contract_landlord_data_version AFTER INSERT OR DELETE ON contract
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION casaconti_landlord_data_changed('property', 'property_id');--> statement-breakpoint
-- Every update of a contract, except one that changes only share_token_hash: the daily job's
-- reminders (services/contracts/statement-link.ts) renew it for thousands of contracts after a
-- secret change, and no kept read shows it (the contracts page, the payments and analytics reads,
-- the deadlines never select it); a new column is covered without touching this list.
CREATE CONSTRAINT TRIGGER contract_landlord_data_version_update AFTER UPDATE ON contract
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'share_token_hash') IS DISTINCT FROM (to_jsonb(NEW) - 'share_token_hash'))
  EXECUTE FUNCTION casaconti_landlord_data_changed('property', 'property_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER contract_room_landlord_data_version AFTER INSERT OR UPDATE OR DELETE ON contract_room
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION casaconti_landlord_data_changed('contract', 'contract_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER utility_agreement_landlord_data_version AFTER INSERT OR UPDATE OR DELETE ON utility_agreement
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION casaconti_landlord_data_changed('contract', 'contract_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER document_landlord_data_version AFTER INSERT OR UPDATE OR DELETE ON document
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION casaconti_landlord_data_changed('contract', 'contract_id', 'bill', 'bill_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER bill_landlord_data_version AFTER INSERT OR UPDATE OR DELETE ON bill
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION casaconti_landlord_data_changed('property', 'property_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER bill_split_landlord_data_version AFTER INSERT OR UPDATE OR DELETE ON bill_split
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION casaconti_landlord_data_changed('contract', 'contract_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER settlement_landlord_data_version AFTER INSERT OR UPDATE OR DELETE ON settlement
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION casaconti_landlord_data_changed('contract', 'contract_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER settlement_item_landlord_data_version AFTER INSERT OR UPDATE OR DELETE ON settlement_item
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION casaconti_landlord_data_changed('contract', 'contract_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER payable_landlord_data_version AFTER INSERT OR UPDATE OR DELETE ON payable
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION casaconti_landlord_data_changed('contract', 'contract_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER payment_landlord_data_version AFTER INSERT OR UPDATE OR DELETE ON payment
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION casaconti_landlord_data_changed('landlord', 'landlord_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER payment_allocation_landlord_data_version AFTER INSERT OR UPDATE OR DELETE ON payment_allocation
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION casaconti_landlord_data_changed('payment', 'payment_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER payment_signal_landlord_data_version AFTER INSERT OR UPDATE OR DELETE ON payment_signal
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION casaconti_landlord_data_changed('contract', 'contract_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER rent_update_landlord_data_version AFTER INSERT OR UPDATE OR DELETE ON rent_update
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION casaconti_landlord_data_changed('contract', 'contract_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER lease_deadline_landlord_data_version AFTER INSERT OR UPDATE OR DELETE ON lease_deadline
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION casaconti_landlord_data_changed('landlord', 'landlord_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER legal_interest_override_landlord_data_version AFTER INSERT OR UPDATE OR DELETE ON legal_interest_override
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION casaconti_landlord_data_changed('landlord', 'landlord_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER deposit_interest_credit_landlord_data_version AFTER INSERT OR UPDATE OR DELETE ON deposit_interest_credit
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION casaconti_landlord_data_changed('contract', 'contract_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER deposit_closing_landlord_data_version AFTER INSERT OR UPDATE OR DELETE ON deposit_closing
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION casaconti_landlord_data_changed('contract', 'contract_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER deposit_deduction_landlord_data_version AFTER INSERT OR UPDATE OR DELETE ON deposit_deduction
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION casaconti_landlord_data_changed('deposit_closing', 'closing_id');--> statement-breakpoint
-- A tenant's account (invited → active, their name) shows on the contracts page of every landlord
-- with a contract of theirs. Users are never inserted with contracts nor deleted while they have
-- one (foreign keys), so updates only.
CREATE CONSTRAINT TRIGGER user_landlord_data_version AFTER UPDATE ON "user"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION casaconti_landlord_data_changed('tenant', 'id');

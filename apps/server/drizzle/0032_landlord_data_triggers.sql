-- The landlord data version's triggers for the tables this round added (opening positions, imports,
-- bank accounts, owners and cadastral data), regenerated from src/db/landlord-data.ts (decision 178).
-- BEGIN landlord data version triggers: generated from src/db/landlord-data.ts (npm run db:landlord-triggers), do not edit
CREATE OR REPLACE FUNCTION casaconti_bump_landlord_data_of(kind text, ref text) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF ref IS NULL THEN RETURN; END IF;
    CASE kind
      WHEN 'landlord' THEN
        PERFORM casaconti_bump_landlord_data_version(ref);
      WHEN 'property' THEN
        PERFORM casaconti_bump_landlord_data_version(t0.landlord_id) FROM property t0 WHERE t0.id = ref::uuid;
      WHEN 'contract' THEN
        PERFORM casaconti_bump_landlord_data_version(t1.landlord_id) FROM contract t0 JOIN property t1 ON t1.id = t0.property_id WHERE t0.id = ref::uuid;
      WHEN 'bill' THEN
        PERFORM casaconti_bump_landlord_data_version(t1.landlord_id) FROM bill t0 JOIN property t1 ON t1.id = t0.property_id WHERE t0.id = ref::uuid;
      WHEN 'payment' THEN
        PERFORM casaconti_bump_landlord_data_version(t0.landlord_id) FROM payment t0 WHERE t0.id = ref::uuid;
      WHEN 'deposit_closing' THEN
        PERFORM casaconti_bump_landlord_data_version(t2.landlord_id) FROM deposit_closing t0 JOIN contract t1 ON t1.id = t0.contract_id JOIN property t2 ON t2.id = t1.property_id WHERE t0.id = ref::uuid;
      WHEN 'account' THEN
        PERFORM casaconti_bump_landlord_data_version(u.id) FROM "user" u WHERE u.id = ref AND u.is_landlord;
      WHEN 'tenant' THEN
        PERFORM casaconti_bump_landlord_data_version(t.landlord_id) FROM (SELECT DISTINCT t1.landlord_id AS landlord_id FROM contract t0 JOIN property t1 ON t1.id = t0.property_id WHERE t0.tenant_id = ref) t;
    END CASE;
  END
  $$;--> statement-breakpoint
DO $$
  DECLARE t record;
  BEGIN
    FOR t IN SELECT tgname, tgrelid::regclass AS rel FROM pg_trigger
      WHERE tgfoid = 'casaconti_landlord_data_changed'::regproc LOOP
      EXECUTE format('DROP TRIGGER %I ON %s', t.tgname, t.rel);
    END LOOP;
  END
  $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER property_landlord_data_version AFTER INSERT OR UPDATE OR DELETE ON property
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION casaconti_landlord_data_changed('landlord', 'landlord_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER room_landlord_data_version AFTER INSERT OR UPDATE OR DELETE ON room
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION casaconti_landlord_data_changed('property', 'property_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER bank_account_landlord_data_version AFTER INSERT OR UPDATE OR DELETE ON bank_account
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION casaconti_landlord_data_changed('landlord', 'landlord_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER property_bank_account_landlord_data_version AFTER INSERT OR UPDATE OR DELETE ON property_bank_account
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION casaconti_landlord_data_changed('property', 'property_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER property_owner_landlord_data_version AFTER INSERT OR UPDATE OR DELETE ON property_owner
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION casaconti_landlord_data_changed('property', 'property_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER property_cadastre_landlord_data_version AFTER INSERT OR UPDATE OR DELETE ON property_cadastre
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION casaconti_landlord_data_changed('property', 'property_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER contract_landlord_data_version AFTER INSERT OR DELETE ON contract
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION casaconti_landlord_data_changed('property', 'property_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER contract_landlord_data_version_update AFTER UPDATE ON contract
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'share_token_hash') IS DISTINCT FROM (to_jsonb(NEW) - 'share_token_hash'))
  EXECUTE FUNCTION casaconti_landlord_data_changed('property', 'property_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER contract_room_landlord_data_version AFTER INSERT OR UPDATE OR DELETE ON contract_room
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION casaconti_landlord_data_changed('contract', 'contract_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER utility_agreement_landlord_data_version AFTER INSERT OR UPDATE OR DELETE ON utility_agreement
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION casaconti_landlord_data_changed('contract', 'contract_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER document_landlord_data_version AFTER INSERT OR UPDATE OR DELETE ON document
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION casaconti_landlord_data_changed('contract', 'contract_id', 'bill', 'bill_id');--> statement-breakpoint
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
CREATE CONSTRAINT TRIGGER opening_entry_landlord_data_version AFTER INSERT OR UPDATE OR DELETE ON opening_entry
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
CREATE CONSTRAINT TRIGGER user_landlord_data_version AFTER UPDATE ON "user"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION casaconti_landlord_data_changed('tenant', 'id', 'account', 'id');
-- END landlord data version triggers

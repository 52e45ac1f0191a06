-- Decision 141: the tenant's reads and the public statement are kept answers too, and they show
-- the landlord's name: a landlord's own account update now bumps that landlord's data version
-- ('account': the user itself, when a landlord), besides every landlord with a contract of theirs
-- ('tenant', as in 0021). The function below is 0021's with the 'account' branch added.
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
      WHEN 'account' THEN
        PERFORM casaconti_bump_landlord_data_version(u.id) FROM "user" u WHERE u.id = ref AND u.is_landlord;
      WHEN 'tenant' THEN
        PERFORM casaconti_bump_landlord_data_version(t.landlord_id)
          FROM (SELECT DISTINCT p.landlord_id FROM contract c JOIN property p ON p.id = c.property_id
                WHERE c.tenant_id = ref) t;
    END CASE;
  END
  $$;--> statement-breakpoint
DROP TRIGGER user_landlord_data_version ON "user";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER user_landlord_data_version AFTER UPDATE ON "user"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION casaconti_landlord_data_changed('tenant', 'id', 'account', 'id');

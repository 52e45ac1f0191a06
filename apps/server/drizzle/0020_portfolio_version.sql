CREATE TABLE "portfolio_version" (
	"landlord_id" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- The portfolio version (decision 127): one committing transaction that writes any row the
-- properties page's tiles read bumps its landlord's version once. Constraint triggers deferred to
-- the commit: the version row's lock is the transaction's last, so two writers of one landlord
-- take turns only at their commits and never deadlock through it; a version row this transaction
-- already bumped (its xmin is this transaction) is left alone: one bump per transaction (decision 128).
CREATE OR REPLACE FUNCTION casaconti_bump_portfolio_version(landlord text) RETURNS void
  LANGUAGE sql VOLATILE
  AS $$
    INSERT INTO portfolio_version AS pv (landlord_id, version) VALUES (landlord, 1)
    ON CONFLICT (landlord_id) DO UPDATE SET version = pv.version + 1
    WHERE NOT (pv.xmin = pg_current_xact_id()::xid)
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION casaconti_property_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP <> 'INSERT' THEN PERFORM casaconti_bump_portfolio_version(OLD.landlord_id); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM casaconti_bump_portfolio_version(NEW.landlord_id); END IF;
    RETURN NULL;
  END
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION casaconti_property_row_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP <> 'INSERT' THEN
      PERFORM casaconti_bump_portfolio_version(p.landlord_id) FROM property p WHERE p.id = OLD.property_id;
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM casaconti_bump_portfolio_version(p.landlord_id) FROM property p WHERE p.id = NEW.property_id;
    END IF;
    RETURN NULL;
  END
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION casaconti_contract_room_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP <> 'INSERT' THEN
      PERFORM casaconti_bump_portfolio_version(p.landlord_id)
        FROM contract c JOIN property p ON p.id = c.property_id WHERE c.id = OLD.contract_id;
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM casaconti_bump_portfolio_version(p.landlord_id)
        FROM contract c JOIN property p ON p.id = c.property_id WHERE c.id = NEW.contract_id;
    END IF;
    RETURN NULL;
  END
  $$;--> statement-breakpoint
-- Inserts and deletes always; an update only when a column the tiles' aggregate reads changes
-- (a contract's share link or reminders switch does not: the daily job rewrites those by the
-- thousand). Keep these lists in step with propertiesPageStatements().tiles (decision 128).
CREATE CONSTRAINT TRIGGER property_portfolio_version AFTER INSERT OR DELETE ON property
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION casaconti_property_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER property_portfolio_version_update AFTER UPDATE ON property
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.landlord_id IS DISTINCT FROM NEW.landlord_id OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION casaconti_property_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER room_portfolio_version AFTER INSERT OR DELETE ON room
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION casaconti_property_row_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER room_portfolio_version_update AFTER UPDATE ON room
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.property_id IS DISTINCT FROM NEW.property_id OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION casaconti_property_row_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER contract_portfolio_version AFTER INSERT OR DELETE ON contract
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION casaconti_property_row_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER contract_portfolio_version_update AFTER UPDATE ON contract
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.property_id IS DISTINCT FROM NEW.property_id OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
    OR OLD.start_date IS DISTINCT FROM NEW.start_date OR OLD.end_date IS DISTINCT FROM NEW.end_date
    OR OLD.rent_amount_cents IS DISTINCT FROM NEW.rent_amount_cents)
  EXECUTE FUNCTION casaconti_property_row_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER contract_room_portfolio_version AFTER INSERT OR DELETE ON contract_room
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION casaconti_contract_room_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER contract_room_portfolio_version_update AFTER UPDATE ON contract_room
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.contract_id IS DISTINCT FROM NEW.contract_id OR OLD.room_id IS DISTINCT FROM NEW.room_id
    OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION casaconti_contract_room_changed();

-- Paged lists' search (decision 080): case- and accent-insensitive substring search over a
-- stored folded column, served by trigram indexes. casaconti_fold is the one folding rule: the
-- generated columns and the search text both go through it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION casaconti_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT translate(lower(value), 'àáâãäåāăąèéêëēĕėęěìíîïĩīĭįòóôõöøōŏőùúûüũūŭůűųýÿçćčñńňšśžźżđłß', 'aaaaaaaaaeeeeeeeeeiiiiiiiiooooooooouuuuuuuuuuyycccnnnsszzzdls') $$;--> statement-breakpoint
ALTER TABLE "contract" ADD COLUMN "search_text" text GENERATED ALWAYS AS (casaconti_fold(tenant_first_name || ' ' || tenant_last_name || ' ' || tenant_last_name || ' ' || tenant_first_name)) STORED;--> statement-breakpoint
ALTER TABLE "property" ADD COLUMN "search_text" text GENERATED ALWAYS AS (casaconti_fold(name || ' ' || street_address || ' ' || postal_code || ' ' || province)) STORED;--> statement-breakpoint
CREATE INDEX "contract_search_idx" ON "contract" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "property_search_idx" ON "property" USING gin ("search_text" gin_trgm_ops);
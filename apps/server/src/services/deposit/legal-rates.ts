import { legalInterestRateFor } from '@casaconti/core/deposit';
import { FIRST_LEGAL_INTEREST_YEAR } from '@casaconti/core/legal-interest-rates';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { legalInterestOverride } from '../../db/schema';
import { type Clock, today } from '../../lib/clock';

/** The landlord's overrides, year → hundredths of a percent. */
export async function loadRateOverrides(db: Queryable, landlordId: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ year: legalInterestOverride.year, rate: legalInterestOverride.rateHundredths })
    .from(legalInterestOverride)
    .where(eq(legalInterestOverride.landlordId, landlordId));
  return new Map(rows.map((r) => [r.year, r.rate]));
}

/** year → the rate the landlord's sums use (override, else shipped), null when none is known. */
export function rateLookup(overrides: ReadonlyMap<number, number>) {
  return (year: number) => legalInterestRateFor(year, overrides)?.rateHundredths ?? null;
}

export type LegalRateRow = {
  year: number;
  /** The shipped rate (hundredths of a percent) and its decree; null before the table's first year. */
  shippedRate: number | null;
  source: string | null;
  /** The landlord's own rate for the year, if set. */
  override: number | null;
};

/**
 * The legal rates from the table's first year (or the earliest override) to the current year,
 * newest first, each with the landlord's override.
 */
export async function listLegalRates(opts: {
  db: Queryable;
  clock: Clock;
  landlordId: string;
}): Promise<LegalRateRow[]> {
  const overrides = await loadRateOverrides(opts.db, opts.landlordId);
  const thisYear = Number(today(opts.clock).slice(0, 4));
  const first = Math.min(FIRST_LEGAL_INTEREST_YEAR, ...overrides.keys());
  const last = Math.max(thisYear, ...overrides.keys());
  const rows: LegalRateRow[] = [];
  for (let year = last; year >= first; year--) {
    const shipped = legalInterestRateFor(year);
    rows.push({
      year,
      shippedRate: shipped?.rateHundredths ?? null,
      source: shipped?.source ?? null,
      override: overrides.get(year) ?? null,
    });
  }
  return rows;
}

/** Sets (upsert) the landlord's rate for a year; one statement. */
export async function setLegalRateOverride(opts: {
  db: Db;
  clock: Clock;
  landlordId: string;
  year: number;
  rateHundredths: number;
}): Promise<LegalRateRow[]> {
  const now = opts.clock.now();
  await opts.db
    .insert(legalInterestOverride)
    .values({
      landlordId: opts.landlordId,
      year: opts.year,
      rateHundredths: opts.rateHundredths,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [legalInterestOverride.landlordId, legalInterestOverride.year],
      set: { rateHundredths: sql`excluded.rate_hundredths`, updatedAt: now },
    });
  return listLegalRates(opts);
}

/** Removes the landlord's rate for a year (the shipped one applies again). */
export async function deleteLegalRateOverride(opts: {
  db: Db;
  clock: Clock;
  landlordId: string;
  year: number;
}): Promise<LegalRateRow[]> {
  await opts.db
    .delete(legalInterestOverride)
    .where(and(eq(legalInterestOverride.landlordId, opts.landlordId), eq(legalInterestOverride.year, opts.year)));
  return listLegalRates(opts);
}

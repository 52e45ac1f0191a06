import { addDays } from '@casaconti/core/dates';
import { and, eq, gte, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { contract, property } from '../../db/schema';
import { landlordWritableContractCondition } from '../contracts/landlord-contract-condition';
import { landlordDataVersionQuery, readLandlordDataVersion } from '../lists/data-versions';
import { contractDeadlines, DEADLINES_HORIZON_DAYS, leaseTermsColumns } from './load-lease-deadlines';

/**
 * How far ahead a full refresh keeps the deadlines: twice the page's horizon, so a landlord's
 * contracts are all computed again about once a year (when `until` no longer covers the horizon).
 */
export const KEPT_DEADLINES_DAYS = 2 * DEADLINES_HORIZON_DAYS;

/** Both drivers (node-postgres, PGlite) answer a raw query with { rows }; the shared Db type cannot say so. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Whether the landlord's kept deadlines (decision 123) answer the page for `today` as they are:
 * they reach today + horizon, their past rows were dropped today, and no contract of the
 * landlord was marked stale by the triggers since. One statement.
 */
export async function leaseDeadlinesFresh(db: Queryable, landlordId: string, today: string): Promise<boolean> {
  const [row] = rowsOf<{ fresh: boolean }>(
    await db.execute(sql`SELECT ${leaseDeadlinesFreshSql(landlordId, today)} AS fresh`),
  );
  return row?.fresh === true;
}

/** leaseDeadlinesFresh's condition, to nest in a statement. */
export function leaseDeadlinesFreshSql(landlordId: string, today: string): SQL {
  const to = addDays(today, DEADLINES_HORIZON_DAYS);
  return sql`(coalesce((
      SELECT until >= ${to}::date AND checked_on >= ${today}::date
      FROM lease_deadline_coverage WHERE landlord_id = ${landlordId}
    ), false)
    AND NOT EXISTS (SELECT 1 FROM lease_deadline_stale WHERE landlord_id = ${landlordId}))`;
}

/**
 * What 'Scadenze' is kept under (decisions 123, 130, 176): the landlord's data version, read in one
 * statement with the kept deadlines' freshness. When they are not fresh the refresh runs first (it
 * writes `lease_deadline`, which bumps the version) and the version is read again after it, so a
 * page is never kept under a version older than the deadlines it was read from.
 */
export async function readDeadlinesVersion(db: Db, landlordId: string, today: string): Promise<number> {
  const [row] = rowsOf<{ version: string | number; fresh: boolean }>(
    await db.execute(
      sql`SELECT coalesce((${landlordDataVersionQuery(db, landlordId)}), 0) AS version, ${leaseDeadlinesFreshSql(landlordId, today)} AS fresh`,
    ),
  );
  if (row?.fresh === true) return Number(row.version);
  await refreshLeaseDeadlines(db, landlordId, today);
  return readLandlordDataVersion(db, landlordId);
}

/**
 * Brings the landlord's kept deadlines up to date (decision 123), in one transaction:
 * - no coverage yet, or not reaching today + horizon: every live contract is computed again,
 *   from today to today + KEPT_DEADLINES_DAYS;
 * - otherwise only the contracts the triggers marked stale are, up to the same `until`, and on a
 *   new day the rows now past (but a registration not yet recorded) and those of ended contracts
 *   are dropped.
 * The deadlines themselves come only from core's leaseDeadlines (contractDeadlines). Refreshes of
 * one landlord run one at a time (a transaction-scoped advisory lock): two first reads at once
 * compute once, the second finds the work done. A stale mark is consumed before the contracts
 * are read: a change committed after that marks the contract again (the trigger's upsert waits
 * for this transaction), so it is never lost.
 */
export async function refreshLeaseDeadlines(db: Db, landlordId: string, today: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('lease_deadline'), hashtext(${landlordId}))`);
    const [state] = rowsOf<{ stale: string[] | string; until: string | null; checked_on: string | null }>(
      await tx.execute(sql`
        WITH consumed AS (DELETE FROM lease_deadline_stale WHERE landlord_id = ${landlordId} RETURNING contract_id)
        SELECT (SELECT coalesce(json_agg(contract_id), '[]'::json) FROM consumed) AS stale,
          to_char(c.until, 'YYYY-MM-DD') AS until, to_char(c.checked_on, 'YYYY-MM-DD') AS checked_on
        FROM (SELECT 1) AS one LEFT JOIN lease_deadline_coverage c ON c.landlord_id = ${landlordId}`),
    );
    const stale: string[] = typeof state!.stale === 'string' ? JSON.parse(state!.stale) : state!.stale;
    const horizonEnd = addDays(today, DEADLINES_HORIZON_DAYS);
    const full = state!.until === null || state!.until < horizonEnd;
    const until = full ? addDays(today, KEPT_DEADLINES_DAYS) : state!.until!;
    const newDay = state!.checked_on === null || state!.checked_on < today;
    const staleIds = sql`(SELECT value::uuid FROM jsonb_array_elements_text(${JSON.stringify(stale)}::jsonb))`;

    if (full) {
      await tx.execute(sql`DELETE FROM lease_deadline WHERE landlord_id = ${landlordId}`);
    } else {
      if (stale.length > 0) await tx.execute(sql`DELETE FROM lease_deadline WHERE contract_id IN ${staleIds}`);
      if (newDay) {
        await tx.execute(sql`
          DELETE FROM lease_deadline WHERE landlord_id = ${landlordId}
            AND ((date < ${today}::date AND kind <> 'registration') OR contract_end < ${today}::date)`);
      }
    }

    if (full || stale.length > 0) {
      const scope: SQL[] = [
        landlordWritableContractCondition(landlordId),
        or(isNull(contract.endDate), gte(contract.endDate, today)) as SQL,
      ];
      if (!full) scope.push(sql`${contract.id} IN ${staleIds}`);
      const contracts = await tx
        .select({
          id: contract.id,
          propertyId: contract.propertyId,
          ...leaseTermsColumns,
          updated: sql<string[]>`array(
            select to_char(ru.anniversary_date, 'YYYY-MM-DD') from rent_update ru where ru.contract_id = ${contract.id})`,
        })
        .from(contract)
        .innerJoin(property, eq(property.id, contract.propertyId))
        .where(and(...scope));
      const rows = contracts.flatMap((c) =>
        contractDeadlines(c, new Set(c.updated), today, until).map((d) => ({
          contract_id: c.id,
          property_id: c.propertyId,
          kind: d.kind,
          date: d.date,
          amount: d.amount,
          reference: d.reference,
          contract_end: c.endDate,
        })),
      );
      if (rows.length > 0) {
        // One jsonb parameter carries all rows: same SQL on node-postgres and PGlite, no parameter limit.
        await tx.execute(sql`
          INSERT INTO lease_deadline (contract_id, landlord_id, property_id, kind, date, amount_cents, reference, contract_end)
          SELECT v.contract_id, ${landlordId}, v.property_id, v.kind, v.date, v.amount, v.reference, v.contract_end
          FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
            AS v(contract_id uuid, property_id uuid, kind text, date date, amount bigint, reference date, contract_end date)
          ON CONFLICT DO NOTHING`);
      }
    }

    await tx.execute(sql`
      INSERT INTO lease_deadline_coverage (landlord_id, until, checked_on)
      VALUES (${landlordId}, ${until}::date, ${today}::date)
      ON CONFLICT (landlord_id) DO UPDATE SET until = EXCLUDED.until, checked_on = EXCLUDED.checked_on`);
  });
}

import { computeScheduledPayables } from '@casaconti/core/schedule';
import { and, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contract } from '../../db/schema';
import { contractTermsColumns } from '../contracts/contract-columns';
import { type Clock, today } from '../../lib/clock';

/**
 * Stores every scheduled payable (rent, fixed_fee, settlement_base_fee) whose month has started
 * by today, for the non-deleted contracts (all, or `contractIds`), and only those still missing
 * (docs/domain.md §4). Idempotent and set-based: one read, one insert whatever the number of rows.
 *
 * A row is skipped when its contract already has a non-cancelled payable of that type in the
 * same calendar month, not only with the same period start: after an edit moves the start date,
 * a paid month keeps its paid payable and is not billed twice. The partial unique index
 * payable_scheduled_uniq catches what a concurrent run inserts meanwhile (ON CONFLICT DO NOTHING).
 *
 * Returns the number of payables inserted.
 */
export async function materializeScheduledPayables(opts: {
  db: Queryable;
  clock: Clock;
  contractIds?: readonly string[];
}): Promise<number> {
  const { db, clock, contractIds } = opts;
  if (contractIds && contractIds.length === 0) return 0;
  const asOf = today(clock);
  const terms = await db
    .select(contractTermsColumns)
    .from(contract)
    .where(
      and(
        isNull(contract.deletedAt),
        lte(contract.startDate, asOf),
        contractIds ? inArray(contract.id, [...contractIds]) : undefined,
      ),
    );

  const rows = terms.flatMap((t) =>
    computeScheduledPayables(t, asOf).map((p) => ({
      contract_id: t.id,
      type: p.type,
      amount: p.amount,
      period_start: p.periodStartDate,
      period_end: p.periodEndDate,
      due_date: p.dueDate,
    })),
  );
  if (rows.length === 0) return 0;

  const createdAt = clock.now().toISOString();
  // One jsonb parameter carries all rows: same SQL on node-postgres and PGlite, no parameter limit.
  const result = await db.execute(sql`
    INSERT INTO payable (contract_id, type, amount_cents, status, period_start_date, period_end_date, due_date, created_at)
    SELECT v.contract_id, v.type, v.amount, 'due', v.period_start, v.period_end, v.due_date, ${createdAt}::timestamptz
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS v(contract_id uuid, type text, amount bigint, period_start date, period_end date, due_date date)
    WHERE NOT EXISTS (
      SELECT 1 FROM payable p
      WHERE p.contract_id = v.contract_id
        AND p.type = v.type
        AND p.status <> 'cancelled'
        AND date_trunc('month', p.period_start_date) = date_trunc('month', v.period_start)
    )
    ON CONFLICT DO NOTHING
    RETURNING id`);
  // Both drivers (node-postgres, PGlite) answer a raw query with { rows }; the shared Db type cannot say so.
  return (result as unknown as { rows: unknown[] }).rows.length;
}

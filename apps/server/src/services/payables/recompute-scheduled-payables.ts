import { SCHEDULED_PAYABLE_TYPES } from '@casaconti/core/constants';
import { payablesToRecompute } from '@casaconti/core/recompute-payables';
import type { ScheduleTerms } from '@casaconti/core/schedule';
import { and, eq, gte, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { payable } from '../../db/schema';
import { type Clock, today } from '../../lib/clock';
import { materializeScheduledPayables } from './materialize-scheduled-payables';

/**
 * Unpaid scheduled payables follow a contract's new terms (docs/domain.md §4, §15), inside the caller's
 * transaction: core's payablesToRecompute decides which due rows are cancelled, then the missing
 * months are materialized. A partly paid payable is kept as it is, like a paid one (decision 073).
 * `from` limits the recompute to the periods starting that day or later (a rent update).
 */
export async function recomputeScheduledPayables(opts: {
  db: Queryable;
  clock: Clock;
  contractId: string;
  terms: ScheduleTerms;
  from?: string;
}): Promise<void> {
  const { db, clock, contractId, terms, from } = opts;
  const rows = await db
    .select({
      id: payable.id,
      type: payable.type,
      status: payable.status,
      periodStartDate: payable.periodStartDate,
      periodEndDate: payable.periodEndDate,
      amount: payable.amount,
    })
    .from(payable)
    .where(
      and(
        eq(payable.contractId, contractId),
        inArray(payable.type, [...SCHEDULED_PAYABLE_TYPES]),
        eq(payable.status, 'due'),
        eq(payable.allocatedAmount, 0),
        from === undefined ? undefined : gte(payable.periodStartDate, from),
      ),
    );
  const stale = payablesToRecompute(rows, terms, today(clock));
  if (stale.length > 0) await db.update(payable).set({ status: 'cancelled' }).where(inArray(payable.id, stale));
  await materializeScheduledPayables({ db, clock, contractIds: [contractId] });
}

import { earliestDue, stillOwed } from '@casaconti/core/payable-status';
import { nextScheduledDue } from '@casaconti/core/schedule';
import { sumCents } from '@casaconti/core/money';
import type { Queryable } from '../../db/client';
import { type Clock, today } from '../../lib/clock';
import { getTenantStatements } from '../statement/get-tenant-statements';

export type TenantOverview = {
  /** Σ of the statements' total_due: what the tenant owes now. */
  total_due: number;
  /** Σ of the statements' total_overdue: what is past its due date, each net of its contract's credits. */
  overdue_amount: number;
  /** The next due date after today with what falls due then; null when nothing is left. */
  next_due: { date: string; amount: number } | null;
  /** Σ of the settlement previews, null when no contract uses the settlement model. */
  settlement_preview_total: number | null;
  contracts_count: number;
};

/**
 * The tenant overview: a summary of the tenant's own statements (same figures, no second
 * calculation). The next due date is a due payable not yet overdue, or else the first scheduled
 * month that has not started yet (core schedule).
 */
export async function getTenantOverview(opts: {
  db: Queryable;
  clock: Clock;
  tenantId: string;
}): Promise<TenantOverview> {
  const statements = await getTenantStatements(opts);
  const asOf = today(opts.clock);
  const payables = statements.flatMap((s) => s.statement.payables);
  const dueSoon = payables.flatMap((p) =>
    p.status === 'due' && p.due_date && p.due_date > asOf ? [{ dueDate: p.due_date, amount: stillOwed(p) }] : [],
  );
  const scheduled = statements.flatMap(({ statement: { contract_info: c } }) => {
    const next = nextScheduledDue(
      {
        startDate: c.start_date,
        endDate: c.end_date,
        rentAmount: c.rent_amount,
        fixedFeeAmount: c.fixed_fee_amount,
        settlementBaseAmount: c.settlement_base_amount,
      },
      asOf,
    );
    return next ? [next] : [];
  });
  const next = earliestDue([...dueSoon, ...scheduled]);
  const previews = statements.flatMap((s) =>
    s.statement.settlement_preview ? [s.statement.settlement_preview.total] : [],
  );
  return {
    total_due: sumCents(statements.map((s) => s.statement.payables_summary.total_due)),
    overdue_amount: sumCents(statements.map((s) => s.statement.payables_summary.total_overdue)),
    next_due: next ? { date: next.dueDate, amount: next.amount } : null,
    settlement_preview_total: previews.length ? sumCents(previews) : null,
    contracts_count: statements.length,
  };
}

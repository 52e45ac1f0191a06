import { type SQL, sql } from 'drizzle-orm';

/**
 * Core sumOverdue's rule (docs/domain.md §13, decision 166) in SQL, for the reads that sum in SQL
 * (analytics' 'Morosità oggi', its age bars and the tenants behind them): what each contract's
 * tenant is late paying now, net of the contract's credits. Kept to one home so the figure is the
 * same as the contract's 'di cui in ritardo' and the tenant's 'In ritardo'.
 *
 * The CTEs `late_items` and `overdue` over the contracts of `contracts` (a CTE or table with an
 * `id` column; `c` and `py` are not taken): `overdue(contract_id, payable_id, due_date, cents)`
 * holds each overdue payable above zero (stored 'due', due before `today`) with what is still late
 * of it once the contract's credits — its pending settlement credits (docs/domain.md §6) and what its
 * outstanding negative payables owe back — cover its overdue payables oldest first (as a payment
 * would, docs/domain.md §12). A payable wholly covered by credits has 0. Σ cents per contract =
 * sumOverdue(payables, availableCredits).
 */
export function overdueCtes(contracts: SQL, today: string): SQL {
  return sql`late_items AS (
      SELECT py.contract_id, py.id AS payable_id, py.due_date, py.amount_cents - py.allocated_cents AS owed
      FROM payable py JOIN ${contracts} oc ON oc.id = py.contract_id
      WHERE py.status = 'due' AND py.amount_cents > 0 AND py.due_date < ${today}::date),
    late_credits AS (
      SELECT k.contract_id, sum(k.cents) AS cents FROM (
        SELECT i.contract_id, i.amount_cents AS cents
        FROM settlement_item i JOIN ${contracts} oc ON oc.id = i.contract_id
        WHERE i.kind = 'credit' AND i.settlement_id IS NULL AND i.deleted_at IS NULL
        UNION ALL
        SELECT py.contract_id, -py.amount_cents - py.allocated_cents
        FROM payable py JOIN ${contracts} oc ON oc.id = py.contract_id
        WHERE py.status = 'due' AND py.amount_cents < 0) k
      GROUP BY 1),
    overdue AS (
      SELECT l.contract_id, l.payable_id, l.due_date,
             greatest(0, least(l.owed,
               sum(l.owed) OVER (PARTITION BY l.contract_id ORDER BY l.due_date, l.payable_id ROWS UNBOUNDED PRECEDING)
               - coalesce(cr.cents, 0))) AS cents
      FROM late_items l LEFT JOIN late_credits cr ON cr.contract_id = l.contract_id)`;
}

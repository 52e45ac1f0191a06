/** Payable status as shown (docs/domain.md §4): only 'due' and 'paid' are stored; 'overdue' is derived. */
import type { PayableStatus, StoredPayableStatus } from './constants';
import { compareIso } from './dates';
import { sumCents } from './money';
import { payableTypeRank } from './payable-order';

/** 'due' with a due date before today → 'overdue'; otherwise the stored status. */
export function derivePayableStatus(
  payable: { status: StoredPayableStatus; dueDate: string },
  today: string,
): Exclude<PayableStatus, 'pending_settlement'> {
  if (payable.status === 'due' && compareIso(payable.dueDate, today) < 0) return 'overdue';
  return payable.status;
}

const DISPLAY_RANK: Record<PayableStatus, number> = { due: 0, overdue: 0, pending_settlement: 1, paid: 2 };

/**
 * Display order of a contract's payables (docs/product.md §2 Contract detail): due and overdue first, then
 * pending_settlement, then paid. Use as a sort comparator; unknown statuses go last.
 */
export function comparePayableStatusForDisplay(a: string, b: string): number {
  const rank = (status: string) => (Object.hasOwn(DISPLAY_RANK, status) ? DISPLAY_RANK[status as PayableStatus] : 3);
  return rank(a) - rank(b);
}

/**
 * The one order of a contract's payables on every screen (landlord, tenant, public statement;
 * decision 055): by status (comparePayableStatusForDisplay); the open ones oldest due date first
 * (what is late on top); the paid ones newest first, as history usually reads. Within one due
 * date, by type (payableTypeRank, docs/domain.md §12); the caller's rows come by creation, the sort is stable.
 */
export function comparePayablesForDisplay(
  a: { status: string; due_date: string; type: string },
  b: { status: string; due_date: string; type: string },
): number {
  const byStatus = comparePayableStatusForDisplay(a.status, b.status);
  if (byStatus !== 0) return byStatus;
  const byDate = a.due_date.localeCompare(b.due_date);
  const dated = a.status === 'paid' ? -byDate : byDate;
  return dated || payableTypeRank(a.type) - payableTypeRank(b.type);
}

/** 'due' and 'overdue': what the tenant still has to pay (the stored status is 'due'). */
export function isOutstanding(status: string): boolean {
  return status === 'due' || status === 'overdue';
}

/** A payable's amount and, when payments cover part of it, what they cover (same sign). */
export type PayableAmount = { status: string; amount: number; paid_amount?: number };

/** What is still owed of a payable: its amount less what payments cover (docs/domain.md §12). */
export function stillOwed(p: PayableAmount): number {
  return p.amount - (p.paid_amount ?? 0);
}

/**
 * What a contract owes now (docs/domain.md §6): Σ of its due and overdue payables, settlement credits
 * (negative) included. The statement's total_due, a contract's netAmountDue and the tenant
 * overview all use this one definition.
 */
export function sumOutstanding(payables: readonly PayableAmount[]): number {
  return sumCents(payables.filter((p) => isOutstanding(p.status)).map(stillOwed));
}

/**
 * What one contract's tenant is late paying (docs/domain.md §13, decision 166): Σ still owed of its overdue
 * payables above zero (due before today; due today is not late), less the contract's credits —
 * its `availableCredits` (the pending settlement credits, docs/domain.md §6, positive cents) and what its
 * outstanding negative payables owe back (a settlement credit not yet refunded) — never below 0.
 * A credit is never late itself. The contract tab's 'di cui in ritardo', the tenant overview's
 * 'In ritardo' and analytics' 'Morosità' (its SQL: services/contracts/overdue-sql.ts) all are this.
 */
export function sumOverdue(payables: readonly PayableAmount[], availableCredits = 0): number {
  const late = sumCents(payables.filter((p) => p.status === 'overdue' && p.amount > 0).map(stillOwed));
  const owedBack = -sumCents(payables.filter((p) => isOutstanding(p.status) && p.amount < 0).map(stillOwed));
  return Math.max(0, late - owedBack - availableCredits);
}

/** The earliest due date among `items` and the total due that day (items of one date add up); null if none. */
export function earliestDue(
  items: readonly { dueDate: string; amount: number }[],
): { dueDate: string; amount: number } | null {
  if (items.length === 0) return null;
  const dueDate = items.reduce((min, i) => (compareIso(i.dueDate, min) < 0 ? i.dueDate : min), items[0]!.dueDate);
  return { dueDate, amount: sumCents(items.filter((i) => i.dueDate === dueDate).map((i) => i.amount)) };
}

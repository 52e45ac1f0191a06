/**
 * The payment ledger (docs/domain.md §12): how a payment received is allocated to a contract's
 * outstanding payables, and what reversing it gives back. Pure: the services read the rows,
 * call these and write the result.
 */
import { comparePayableOrder, type OrderedPayable } from './payable-order';

/**
 * A payable still open (status due): `amount` > 0, `allocated` what live payments already cover;
 * `type` and `createdAt` (ISO instant) place it in the one order (comparePayableOrder).
 */
export interface OpenPayable extends OrderedPayable {
  amount: number;
  allocated: number;
}

/**
 * A settlement credit of the contract still open (a `settlement_credit` payable, the landlord owes
 * the tenant): `amount` is the credit as a positive number of cents, `allocated` how much of it
 * earlier payments already netted.
 */
export interface OpenCredit extends OrderedPayable {
  amount: number;
  allocated: number;
}

/** One allocation: positive on a payable, negative on a credit netted against the payables. */
export interface PaymentAllocation {
  payableId: string;
  amount: number;
}

export type AllocationResult =
  | { ok: true; allocations: PaymentAllocation[] }
  | { ok: false; reason: 'exceeds'; outstanding: number }
  | { ok: false; reason: 'unknown_payable'; payableId: string };

const remaining = (p: { amount: number; allocated: number }) => Math.max(0, p.amount - p.allocated);

/**
 * The most a payment may be: what the targets still need, less the credits netted first (never
 * below 0). Without ticks the targets are every open payable and the credits are netted; with
 * ticks (`payableIds`) only the ticked payables count and no credit is netted (decision 072).
 */
export function outstandingTotal(opts: {
  payables: readonly OpenPayable[];
  credits: readonly OpenCredit[];
  payableIds?: readonly string[];
}): number {
  const targets = opts.payableIds ? opts.payables.filter((p) => opts.payableIds?.includes(p.id)) : opts.payables;
  const needed = targets.reduce((sum, p) => sum + remaining(p), 0);
  const credit = opts.payableIds ? 0 : opts.credits.reduce((sum, c) => sum + remaining(c), 0);
  return Math.max(0, needed - credit);
}

/**
 * Allocates `amount` cents (> 0) to the open payables in the one order (comparePayableOrder: oldest
 * due date first; within one due date rent, fixed fee, advance, bills, balance, then by creation),
 * or only to the ticked `payableIds`, in the same order. Without ticks the contract's open settlement
 * credits are netted first: they cover the oldest payables before the money does, and each credit
 * netted appears as a negative allocation on its credit payable, so the allocations always sum to
 * `amount`. A payable is never covered beyond its amount; an amount over `outstandingTotal` is
 * refused ('exceeds', with that total); a ticked id that is not an open payable is refused.
 */
export function allocatePayment(opts: {
  payables: readonly OpenPayable[];
  credits: readonly OpenCredit[];
  amount: number;
  payableIds?: readonly string[];
}): AllocationResult {
  const { amount, payableIds } = opts;
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`Invalid payment amount: ${amount}`);
  if (payableIds) {
    const open = new Set(opts.payables.filter((p) => remaining(p) > 0).map((p) => p.id));
    const unknown = payableIds.find((id) => !open.has(id));
    if (unknown !== undefined) return { ok: false, reason: 'unknown_payable', payableId: unknown };
  }
  const outstanding = outstandingTotal(opts);
  if (amount > outstanding) return { ok: false, reason: 'exceeds', outstanding };

  const targets = (payableIds ? opts.payables.filter((p) => payableIds.includes(p.id)) : [...opts.payables])
    .filter((p) => remaining(p) > 0)
    .sort(comparePayableOrder);
  const credits = payableIds ? [] : opts.credits.filter((c) => remaining(c) > 0).sort(comparePayableOrder);

  // amount > 0 and amount ≤ outstanding mean the targets need more than every credit: the credits
  // are netted in full, oldest payables first, then the money covers what is left, oldest first.
  let creditLeft = credits.reduce((sum, c) => sum + remaining(c), 0);
  const creditTotal = creditLeft;
  let moneyLeft = amount;
  const allocations: PaymentAllocation[] = [];
  for (const target of targets) {
    if (moneyLeft === 0 && creditLeft === 0) break;
    const need = remaining(target);
    const byCredit = Math.min(creditLeft, need);
    const byMoney = Math.min(moneyLeft, need - byCredit);
    creditLeft -= byCredit;
    moneyLeft -= byMoney;
    if (byCredit + byMoney > 0) allocations.push({ payableId: target.id, amount: byCredit + byMoney });
  }
  let netted = creditTotal;
  for (const credit of credits) {
    const take = Math.min(netted, remaining(credit));
    netted -= take;
    if (take > 0) allocations.push({ payableId: credit.id, amount: -take });
  }
  return { ok: true, allocations };
}

/**
 * What the payables' covered cents become after recording (+) or reversing (−) a payment's
 * allocations: a reversal gives back exactly what the payment had covered.
 */
export function applyAllocations(
  allocated: ReadonlyMap<string, number>,
  allocations: readonly PaymentAllocation[],
  direction: 'record' | 'reverse',
): Map<string, number> {
  const next = new Map(allocated);
  const sign = direction === 'record' ? 1 : -1;
  for (const a of allocations) next.set(a.payableId, (next.get(a.payableId) ?? 0) + sign * Math.abs(a.amount));
  return next;
}

/** How a payment was received (docs/domain.md §12), with its Italian label. */
export const PAYMENT_METHODS = ['bonifico', 'contanti', 'assegno', 'carta', 'altro'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'bonifico';
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bonifico: 'Bonifico',
  contanti: 'Contanti',
  assegno: 'Assegno',
  carta: 'Carta',
  altro: 'Altro',
};
/** Where a tenant's 'Ho pagato' stands (docs/domain.md §12), as their area shows it. */
export const PAYMENT_SIGNAL_STATUS_LABELS: Record<'pending' | 'confirmed' | 'rejected', string> = {
  pending: 'In attesa',
  confirmed: 'Confermato',
  rejected: 'Rifiutato',
};
export const MAX_PAYMENT_NOTE_LENGTH = 500;
export const MAX_REVERSAL_REASON_LENGTH = 500;

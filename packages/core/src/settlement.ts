/**
 * Conguaglio maths (docs/domain.md §6). Net to be settled = Σ pending debits − Σ available credits: the
 * one figure shown by the landlord's preview, the public preview and the 'to be settled' row.
 * All amounts are positive cents (a credit of 50,00 € is 5000).
 */
import { compareIso } from './dates';
import { PAYMENT_MESSAGES } from './messages/payments';
import { sumCents } from './money';

export interface SettlementDebit {
  amount: number;
  /** Bill period of a settlement split; null/absent for manual debit adjustments. */
  periodStartDate?: string | null;
  periodEndDate?: string | null;
}

export interface SettlementCredit {
  amount: number;
}

export interface SettlementResult {
  totalBillsAmount: number;
  totalCreditsAmount: number;
  /** totalBillsAmount − totalCreditsAmount: > 0 the tenant owes, < 0 the landlord owes. */
  finalBalance: number;
  /** Earliest start / latest end of the included bill periods; null when no debit has a period. */
  periodStartDate: string | null;
  periodEndDate: string | null;
  payableType: 'settlement_balance' | 'settlement_credit';
  /** 'paid' only for a zero balance (nothing changes hands). */
  payableStatus: 'due' | 'paid';
}

export class NothingToSettleError extends Error {
  readonly code = 'NOTHING_TO_SETTLE';
  constructor() {
    super(PAYMENT_MESSAGES.nothingToSettle);
    this.name = 'NothingToSettleError';
  }
}

export function computeNetToSettle(
  debits: readonly { amount: number }[],
  credits: readonly { amount: number }[],
): number {
  return sumCents(debits.map((d) => d.amount)) - sumCents(credits.map((c) => c.amount));
}

/** Throws NothingToSettleError when there is neither a debit nor a credit. */
export function computeSettlement(
  debits: readonly SettlementDebit[],
  credits: readonly SettlementCredit[],
): SettlementResult {
  if (debits.length === 0 && credits.length === 0) throw new NothingToSettleError();
  const totalBillsAmount = sumCents(debits.map((d) => d.amount));
  const totalCreditsAmount = sumCents(credits.map((c) => c.amount));
  const finalBalance = computeNetToSettle(debits, credits);

  let periodStartDate: string | null = null;
  let periodEndDate: string | null = null;
  for (const debit of debits) {
    if (debit.periodStartDate && (periodStartDate === null || compareIso(debit.periodStartDate, periodStartDate) < 0)) {
      periodStartDate = debit.periodStartDate;
    }
    if (debit.periodEndDate && (periodEndDate === null || compareIso(debit.periodEndDate, periodEndDate) > 0)) {
      periodEndDate = debit.periodEndDate;
    }
  }

  return {
    totalBillsAmount,
    totalCreditsAmount,
    finalBalance,
    periodStartDate,
    periodEndDate,
    payableType: finalBalance < 0 ? 'settlement_credit' : 'settlement_balance',
    payableStatus: finalBalance === 0 ? 'paid' : 'due',
  };
}

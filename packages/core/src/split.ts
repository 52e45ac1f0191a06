/**
 * Bill splitting (docs/domain.md §5). Participants: contracts overlapping the bill period whose cost
 * model for the bill's category is not self_managed. Weight = overlap days × occupants.
 * Shares by largest remainder (ties: earlier start date, then lower id), summing exactly to the
 * splittable amount. Deciding what each share becomes (payable, settlement debit, info only) is
 * the caller's job, by `costModel`.
 */
import type { CostModel, UtilityCategory } from './constants';
import { countDaysInclusive, compareIso, overlapDays } from './dates';
import { allocateLargestRemainder } from './money';

export const NO_PARTICIPANT_WARNING =
  'Nessun contratto partecipa alla ripartizione di questa spesa: importo non ripartito.';

export function partialCoverageWarning(coveredDays: number, periodDays: number): string {
  return `Un contratto copre solo ${coveredDays} giorni su ${periodDays} del periodo.`;
}

export interface SplitBillInput {
  category: UtilityCategory;
  periodStartDate: string;
  periodEndDate: string;
  /** Cents. */
  splittableAmount: number;
}

export interface SplitContract {
  id: string;
  startDate: string;
  endDate: string | null;
  numberOfOccupants: number;
  /** The contract's cost model for the bill's category. */
  costModel: CostModel;
}

export interface BillShare {
  contractId: string;
  costModel: Exclude<CostModel, 'self_managed'>;
  overlapDays: number;
  /** The contract's occupants when the bill was split (weight = overlapDays × numberOfOccupants). */
  numberOfOccupants: number;
  weight: number;
  /** Cents. */
  amount: number;
}

/** What a bill share becomes (docs/domain.md §5): a payable, a pending settlement debit, or nothing owed. */
export type ShareOutcome = 'payable' | 'settlement_debit' | 'nothing';

/**
 * The one rule for what a share of a bill becomes, by the participant's cost model for the
 * category (docs/domain.md §5): `consumption_based` → a `consumption_bill` payable (due the day it is
 * recorded); `settlement` → a pending settlement debit; `fixed_fee` → nothing (the fixed fee
 * covers it). A share of 0 cents owes nothing whatever the model: it stays as a split only.
 * process-uploaded-bill and the bench's dataset both decide with it.
 */
export function shareOutcome(share: { costModel: BillShare['costModel']; amount: number }): ShareOutcome {
  if (share.amount <= 0) return 'nothing';
  if (share.costModel === 'consumption_based') return 'payable';
  if (share.costModel === 'settlement') return 'settlement_debit';
  return 'nothing';
}

export interface SplitBillResult {
  /** Participants in input order. */
  shares: BillShare[];
  /** Italian, for the user; informational except NO_PARTICIPANT_WARNING. */
  warnings: string[];
}

export function splitBill(bill: SplitBillInput, contracts: readonly SplitContract[]): SplitBillResult {
  if (compareIso(bill.periodEndDate, bill.periodStartDate) < 0) {
    throw new RangeError('Bill period ends before it starts');
  }
  if (!Number.isSafeInteger(bill.splittableAmount) || bill.splittableAmount < 0) {
    throw new RangeError(`Splittable amount must be non-negative integer cents, got ${bill.splittableAmount}`);
  }
  const participants = contracts.flatMap((contract) => {
    if (contract.costModel === 'self_managed') return [];
    const days = overlapDays(bill.periodStartDate, bill.periodEndDate, contract.startDate, contract.endDate);
    if (days === 0) return [];
    return [{ contract, costModel: contract.costModel, days, weight: days * contract.numberOfOccupants }];
  });

  const allocation = allocateLargestRemainder(
    bill.splittableAmount,
    participants.map((p) => ({
      key: p.contract.id,
      weight: p.weight,
      tieBreak: [p.contract.startDate, p.contract.id] as const,
    })),
  );
  const shares = participants.map((p) => ({
    contractId: p.contract.id,
    costModel: p.costModel,
    overlapDays: p.days,
    numberOfOccupants: p.contract.numberOfOccupants,
    weight: p.weight,
    amount: allocation.get(p.contract.id) ?? 0,
  }));

  return { shares, warnings: splitWarnings(bill, shares) };
}

/**
 * The Italian warnings of a split (docs/domain.md §5): nobody participates, or a participant covers only
 * part of the period. Also used to answer a resubmitted form from the stored splits.
 */
export function splitWarnings(
  period: { periodStartDate: string; periodEndDate: string },
  shares: readonly { overlapDays: number; weight: number }[],
): string[] {
  const totalWeight = shares.reduce((sum, share) => sum + share.weight, 0);
  if (totalWeight === 0) return [NO_PARTICIPANT_WARNING];
  const periodDays = countDaysInclusive(period.periodStartDate, period.periodEndDate);
  return shares
    .filter((share) => share.overlapDays < periodDays)
    .map((share) => partialCoverageWarning(share.overlapDays, periodDays));
}

import { isSplitCriterion, type SplitCriterion } from '@casaconti/core/constants';
import { fullName } from '@casaconti/core/display';
import { countDaysInclusive } from '@casaconti/core/dates';
import { canonicalDecimal, parseThousandths } from '@casaconti/core/quantity';
import {
  type CriterionSplitResult,
  missingReadingWarning,
  NO_CONSUMPTION_WARNING,
  NO_PARTICIPANT_OWNER_WARNING,
  namedCoverageWarning,
  noRoomsWarning,
  type OwnerShareReason,
  ownerShareTexts,
  shareArithmeticText,
} from '@casaconti/core/split-criteria';
import type { SplitTenant } from './compute-bill-split';

/** One split as stored in bill_split (numeric columns already canonical decimals). */
export type StoredSplit = {
  contractId: string;
  tenant: SplitTenant;
  /** The contract's start: ties and the order of the warnings (docs/domain.md §5). */
  startDate: string;
  costModelApplied: string;
  /** Cents. */
  calculatedAmount: number;
  overlapDays: number;
  numberOfOccupants: number;
  weight: string;
  roomCount: number;
  roomWeight: string;
  reading: string | null;
};

/** A bill's split as stored: the bill's own numbers and its splits (decision 069). */
export type StoredBillSplit = {
  splitCriterion: string;
  periodStartDate: string;
  periodEndDate: string;
  /** Cents. */
  totalAmount: number;
  ownerKeptAmount: number;
  totalWeight: string;
  ownerVacancyWeight: string;
  splits: StoredSplit[];
};

const VACANCY_REASON: Record<SplitCriterion, OwnerShareReason> = {
  occupancy: 'vacant_days',
  rooms: 'vacant_rooms',
  meter_readings: 'no_readings',
};

const byStartThenId = (a: StoredSplit, b: StoredSplit) =>
  a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : a.contractId < b.contractId ? -1 : 1;

const byTenantName = (a: StoredSplit, b: StoredSplit) =>
  a.tenant.lastName.localeCompare(b.tenant.lastName, 'it') ||
  a.tenant.firstName.localeCompare(b.tenant.firstName, 'it') ||
  byStartThenId(a, b);

/**
 * How a bill's split reads (bill detail, the create answer, the preview), from the stored numbers
 * only (docs/domain.md §5): the criterion, each line's arithmetic, the owner's share = total − Σ tenants'
 * shares with its reasons, and warnings that name the contract. The preview feeds it the computed
 * split mapped to the same shape (storedShapeOf), so preview and stored bill read the same.
 */
export function billSplitView(stored: StoredBillSplit) {
  const criterion: SplitCriterion = isSplitCriterion(stored.splitCriterion) ? stored.splitCriterion : 'occupancy';
  const periodDays = countDaysInclusive(stored.periodStartDate, stored.periodEndDate);
  const splittableAmount = stored.totalAmount - stored.ownerKeptAmount;
  const tenantsTotal = stored.splits.reduce((sum, s) => sum + s.calculatedAmount, 0);
  const vacancyAmount = splittableAmount - tenantsTotal;
  const reasons: OwnerShareReason[] = [];
  if (vacancyAmount > 0) reasons.push(stored.splits.length === 0 ? 'no_participants' : VACANCY_REASON[criterion]);
  if (stored.ownerKeptAmount > 0) reasons.push('kept_quota');

  const byStart = [...stored.splits].sort(byStartThenId);
  const warnings: string[] = [];
  if (stored.splits.length === 0) warnings.push(NO_PARTICIPANT_OWNER_WARNING);
  else if (criterion === 'meter_readings') {
    for (const s of byStart) if (s.reading === null) warnings.push(missingReadingWarning(fullName(s.tenant)));
    if (parseThousandths(stored.totalWeight) === 0n) warnings.push(NO_CONSUMPTION_WARNING);
  } else {
    for (const s of byStart) {
      if (s.overlapDays < periodDays)
        warnings.push(namedCoverageWarning(fullName(s.tenant), s.overlapDays, periodDays));
    }
    if (criterion === 'rooms') {
      for (const s of byStart) if (s.roomCount === 0) warnings.push(noRoomsWarning(fullName(s.tenant)));
    }
  }

  return {
    splitCriterion: criterion,
    totalAmount: stored.totalAmount,
    splittableAmount,
    ownerKeptAmount: stored.ownerKeptAmount,
    /** Cents: the total − Σ tenants' shares (the kept quota plus the vacancy part). */
    ownerShare: stored.totalAmount - tenantsTotal,
    ownerShareReasons: ownerShareTexts({
      periodDays,
      totalWeight: stored.totalWeight,
      owner: { reasons, vacancyWeight: stored.ownerVacancyWeight, keptAmount: stored.ownerKeptAmount },
    }),
    totalWeight: stored.totalWeight,
    warnings,
    splits: [...stored.splits].sort(byTenantName).map(({ startDate: _start, ...s }) => ({
      ...s,
      arithmetic: shareArithmeticText(criterion, s, stored.totalWeight),
    })),
  };
}
export type BillSplitView = ReturnType<typeof billSplitView>;

/** A computed split in the stored shape (what process-uploaded-bill writes, what the preview shows). */
export function storedShapeOf(
  details: { periodStartDate: string; periodEndDate: string; totalAmount: number; ownerKeptAmount: number },
  result: CriterionSplitResult,
  tenants: ReadonlyMap<string, SplitTenant>,
): StoredBillSplit {
  return {
    splitCriterion: result.criterion,
    periodStartDate: details.periodStartDate,
    periodEndDate: details.periodEndDate,
    totalAmount: details.totalAmount,
    ownerKeptAmount: details.ownerKeptAmount,
    totalWeight: canonicalDecimal(result.totalWeight),
    ownerVacancyWeight: canonicalDecimal(result.owner.vacancyWeight),
    splits: result.shares.map((share) => ({
      contractId: share.contractId,
      tenant: tenants.get(share.contractId) ?? { firstName: share.name, lastName: '' },
      startDate: share.startDate,
      costModelApplied: share.costModel,
      calculatedAmount: share.amount,
      overlapDays: share.overlapDays,
      numberOfOccupants: share.numberOfOccupants,
      weight: share.weight,
      roomCount: share.roomCount,
      roomWeight: share.roomWeight,
      reading: share.reading,
    })),
  };
}

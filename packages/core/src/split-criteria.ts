/**
 * Bill split criteria (docs/domain.md §5, issue 21, decision 060): `occupancy`, `rooms`, `meter_readings`.
 * Pure: the caller passes the property's contracts (with the cost model of the bill's category,
 * the rooms each holds in the period, the meter readings typed in the form) and the property's
 * rooms; the result is every participant's share, the owner's share with its reasons, the numbers
 * that explain each line, and Italian warnings that name the contract.
 *
 * Vacancy is the owner's: no criterion charges a tenant for days or rooms nobody held. Every
 * criterion's parts, owner's share included, sum exactly to S = total − the quota the owner keeps
 * out of the split (largest remainder, ties: earlier contract start, then lower id, the owner last).
 *
 * Exact arithmetic: money in integer cents; weights are BigInt (room weights and readings in
 * integer thousandths, see ./quantity.ts); the only rounding is occupancy's P = S × C / D (half away
 * from zero) and the largest-remainder allocation. The older `splitBill` (./split.ts) stays as it
 * was for the bills already stored and the server until it switches over.
 */
import {
  type CostModel,
  DEFAULT_ROOM_WEIGHT,
  DEFAULT_SPLIT_CRITERION,
  isSplitCriterion,
  MAX_METER_READING,
  MAX_ROOM_WEIGHT,
  type SplitCriterion,
  type UtilityCategory,
} from './constants';
import { compareIso, countDaysInclusive, maxIso, minIso } from './dates';
import { ownerShareReasonLabel } from './labels';
import { allocateLargestRemainder, formatEuro, roundHalfAwayFromZero } from './money';
import { formatThousandthsIt, parseThousandths, THOUSANDTHS_PER_UNIT, thousandthsToDecimal } from './quantity';

export function defaultSplitCriterion(category: UtilityCategory): SplitCriterion {
  return DEFAULT_SPLIT_CRITERION[category];
}

export const NO_PARTICIPANT_OWNER_WARNING =
  "Nessun contratto partecipa alla ripartizione di questa spesa: l'importo è a carico del proprietario.";
export const NO_CONSUMPTION_WARNING = "Nessun consumo misurato: l'importo è a carico del proprietario.";

function days(n: number): string {
  return `${n} ${n === 1 ? 'giorno' : 'giorni'}`;
}

/** 'Sara Neri copre solo 168 giorni su 365' */
export function namedCoverageWarning(name: string, coveredDays: number, periodDays: number): string {
  return `${name} copre solo ${days(coveredDays)} su ${periodDays}`;
}

/** 'Nessuna lettura per Mario Rossi' */
export function missingReadingWarning(name: string): string {
  return `Nessuna lettura per ${name}`;
}

/** A participant without rooms gets nothing under `rooms`. */
export function noRoomsWarning(name: string): string {
  return `${name} non ha stanze assegnate: nessuna quota con il criterio Stanze`;
}

export interface CriterionRoom {
  id: string;
  /** Positive, at most MAX_ROOM_WEIGHT, up to 3 decimals ('14.5', 14.5); null or absent = 1. */
  weight?: string | number | null;
}

export interface CriterionContract {
  id: string;
  /** How warnings name the contract: the tenant's name ('Sara Neri'). */
  name: string;
  startDate: string;
  endDate: string | null;
  numberOfOccupants: number;
  /** The contract's cost model for the bill's category (self_managed never participates). */
  costModel: CostModel;
  /** `rooms`: the rooms the contract holds in the period (each must be in `rooms`). */
  roomIds?: readonly string[];
  /** `meter_readings`: consumption for the period, up to 3 decimals ('412.5'); null/absent = none. */
  meterReading?: string | null;
}

export interface CriterionSplitInput {
  criterion: SplitCriterion;
  periodStartDate: string;
  periodEndDate: string;
  /** Cents. */
  totalAmount: number;
  /** Cents kept by the owner out of the split from the start ('quota a carico del proprietario'). */
  ownerKeptAmount?: number;
  /**
   * `rooms`: every room of the property (non-deleted at recording) plus any room a participant
   * held in the period (docs/domain.md §5).
   */
  rooms?: readonly CriterionRoom[];
  /** Every live contract of the property; who participates is decided here. */
  contracts: readonly CriterionContract[];
}

export interface CriterionShare {
  contractId: string;
  name: string;
  costModel: Exclude<CostModel, 'self_managed'>;
  startDate: string;
  /** Days of the bill period the contract is in force. */
  overlapDays: number;
  numberOfOccupants: number;
  /** `rooms`: how many rooms the contract holds; 0 otherwise. */
  roomCount: number;
  /** `rooms`: Σ weights of those rooms, exact decimal ('2', '2.5'); '0' otherwise. */
  roomWeight: string;
  /** `meter_readings`: the reading, canonical decimal ('412.5'); null when none was given. */
  reading: string | null;
  /**
   * The criterion's weight, exact decimal string: occupancy overlapDays × numberOfOccupants ('62'),
   * rooms overlapDays × roomWeight ('77.5'), meter_readings the reading ('412.5', '0' when none).
   */
  weight: string;
  /** Cents. */
  amount: number;
}

export const OWNER_SHARE_REASONS = [
  'vacant_days',
  'vacant_rooms',
  'no_readings',
  'no_participants',
  'kept_quota',
] as const;
export type OwnerShareReason = (typeof OWNER_SHARE_REASONS)[number];

export interface OwnerShare {
  /** Cents: keptAmount + vacancyAmount = the total − Σ tenants' shares. */
  amount: number;
  /** Cents: the quota kept out of the split. */
  keptAmount: number;
  /** Cents: the owner's part of S (days or rooms nobody held, no consumption, no participant). */
  vacancyAmount: number;
  /**
   * What the vacancy part is made of, exact decimal: occupancy the days without tenants (D − C),
   * rooms the (weighted) room-days nobody held; '0' for meter_readings.
   */
  vacancyWeight: string;
  /** Only the reasons whose part is at least 1 cent. */
  reasons: OwnerShareReason[];
}

export interface CriterionSplitResult {
  criterion: SplitCriterion;
  /** D: days of the bill period. */
  periodDays: number;
  /** C: days of the period on which at least one participant's contract is in force. */
  coveredDays: number;
  /** Cents: S = total − ownerKeptAmount. */
  splittableAmount: number;
  /**
   * The denominator of the lines, exact decimal: occupancy Σ participants' weights (giorni-persona),
   * rooms every room-day of the period (participants' and the owner's), meter_readings Σ readings.
   */
  totalWeight: string;
  /** Participants by contract start, then id (the input order changes nothing). */
  shares: CriterionShare[];
  owner: OwnerShare;
  /** Italian, each naming its contract. */
  warnings: string[];
}

type Participant = {
  contract: CriterionContract;
  costModel: Exclude<CostModel, 'self_managed'>;
  /** Offsets from the period start, both included. */
  from: number;
  to: number;
  overlapDays: number;
};

const OWNER = Symbol('owner');
/** Sorts after every [start date, id]: the owner loses every tie (docs/domain.md §5). */
const OWNER_TIE_BREAK = ['\uffff', '\uffff'] as const;

function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be non-negative integer cents, got ${value}`);
  }
}

function byStartThenId(a: CriterionContract, b: CriterionContract): number {
  return compareIso(a.startDate, b.startDate) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Non-self-managed contracts in force on at least one day of the period, by start then id. */
function participantsOf(
  period: { periodStartDate: string; periodEndDate: string },
  contracts: readonly CriterionContract[],
): Participant[] {
  const { periodStartDate: start, periodEndDate: end } = period;
  const seen = new Set<string>();
  const participants: Participant[] = [];
  for (const contract of [...contracts].sort(byStartThenId)) {
    if (seen.has(contract.id)) throw new RangeError(`Duplicate contract ${contract.id}`);
    seen.add(contract.id);
    if (contract.costModel === 'self_managed') continue;
    if (contract.endDate !== null && compareIso(contract.endDate, contract.startDate) < 0) continue;
    const first = maxIso(start, contract.startDate);
    const last = contract.endDate === null ? end : minIso(end, contract.endDate);
    if (compareIso(first, last) > 0) continue;
    const from = countDaysInclusive(start, first) - 1;
    const to = countDaysInclusive(start, last) - 1;
    participants.push({ contract, costModel: contract.costModel, from, to, overlapDays: to - from + 1 });
  }
  return participants;
}

/** Ids of the contracts that take part in the bill (for checking readings sent for others). */
export function participantIds(
  period: { periodStartDate: string; periodEndDate: string },
  contracts: readonly CriterionContract[],
): string[] {
  return participantsOf(period, contracts).map((p) => p.contract.id);
}

/** Contract ids that have a reading but do not take part in the bill (the API answers 400). */
export function readingsOutsideParticipants(
  period: { periodStartDate: string; periodEndDate: string },
  contracts: readonly CriterionContract[],
  meterReadings: Readonly<Record<string, unknown>>,
): string[] {
  const ids = new Set(participantIds(period, contracts));
  return Object.keys(meterReadings).filter((id) => !ids.has(id));
}

/** Days covered by the union of [from, to] intervals. */
function unionDays(intervals: readonly { from: number; to: number }[]): number {
  const sorted = [...intervals].sort((a, b) => a.from - b.from);
  let covered = 0;
  let reach = -1;
  for (const { from, to } of sorted) {
    if (to <= reach) continue;
    covered += to - Math.max(from, reach + 1) + 1;
    reach = to;
  }
  return covered;
}

function roomWeightThousandths(room: CriterionRoom): bigint {
  const raw = room.weight ?? DEFAULT_ROOM_WEIGHT;
  const parsed = parseThousandths(typeof raw === 'string' && raw.trim() === '' ? DEFAULT_ROOM_WEIGHT : raw);
  if (parsed === null || parsed <= 0n || parsed > BigInt(MAX_ROOM_WEIGHT) * THOUSANDTHS_PER_UNIT) {
    throw new RangeError(`Room ${room.id}: weight must be > 0 and ≤ ${MAX_ROOM_WEIGHT}, up to 3 decimals`);
  }
  return parsed;
}

function readingThousandths(contract: CriterionContract): bigint | null {
  const raw = contract.meterReading;
  if (raw === null || raw === undefined || raw.trim() === '') return null;
  const parsed = parseThousandths(raw);
  if (parsed === null || parsed > BigInt(MAX_METER_READING) * THOUSANDTHS_PER_UNIT) {
    throw new RangeError(`Contract ${contract.id}: reading '${raw}' is not a non-negative decimal with ≤ 3 decimals`);
  }
  return parsed;
}

type Line = { participant: Participant; weight: bigint; roomCount: number; roomWeight: bigint; reading: bigint | null };

function allocate(amount: number, lines: readonly Line[], ownerWeight: bigint): Map<string | typeof OWNER, number> {
  return allocateLargestRemainder<string | typeof OWNER>(amount, [
    ...lines.map((line) => ({
      key: line.participant.contract.id,
      weight: line.weight,
      tieBreak: [line.participant.contract.startDate, line.participant.contract.id] as const,
    })),
    { key: OWNER, weight: ownerWeight, tieBreak: OWNER_TIE_BREAK },
  ]);
}

/**
 * Splits a bill by one criterion (docs/domain.md §5). Throws RangeError on input the schemas refuse
 * (inverted period, amounts that are not cents, a kept quota above the total, a bad room weight
 * or reading, a participant's room missing from `rooms`): validate first.
 */
export function splitBillByCriterion(input: CriterionSplitInput): CriterionSplitResult {
  const { criterion, periodStartDate, periodEndDate, totalAmount } = input;
  const keptAmount = input.ownerKeptAmount ?? 0;
  if (!isSplitCriterion(criterion)) throw new RangeError(`Unknown split criterion '${String(criterion)}'`);
  if (compareIso(periodEndDate, periodStartDate) < 0) throw new RangeError('Bill period ends before it starts');
  assertCents(totalAmount, 'Total amount');
  assertCents(keptAmount, 'Owner-kept amount');
  if (keptAmount > totalAmount) throw new RangeError('The owner-kept amount exceeds the total');
  for (const contract of input.contracts) {
    if (!Number.isSafeInteger(contract.numberOfOccupants) || contract.numberOfOccupants < 0) {
      throw new RangeError(`Contract ${contract.id}: occupants must be a non-negative integer`);
    }
  }

  const splittable = totalAmount - keptAmount;
  const periodDays = countDaysInclusive(periodStartDate, periodEndDate);
  const participants = participantsOf(input, input.contracts);
  const coveredDays = unionDays(participants);
  const warnings: string[] = [];

  let lines: Line[];
  let totalWeight: bigint;
  let vacancyWeight = 0n;
  let amounts: Map<string | typeof OWNER, number>;
  let vacancyReason: OwnerShareReason;

  if (criterion === 'occupancy') {
    lines = participants.map((participant) => ({
      participant,
      weight: BigInt(participant.overlapDays) * BigInt(participant.contract.numberOfOccupants),
      roomCount: 0,
      roomWeight: 0n,
      reading: null,
    }));
    totalWeight = lines.reduce((sum, line) => sum + line.weight, 0n);
    // P = S when every day is covered, else S × C / D rounded half away from zero (docs/domain.md §5).
    const participantsPart =
      coveredDays === periodDays
        ? splittable
        : roundHalfAwayFromZero(BigInt(splittable) * BigInt(coveredDays), periodDays);
    amounts = allocate(participantsPart, lines, 0n);
    vacancyWeight = BigInt(periodDays - coveredDays);
    vacancyReason = 'vacant_days';
  } else if (criterion === 'rooms') {
    const weightOf = new Map<string, bigint>();
    for (const room of input.rooms ?? []) {
      if (weightOf.has(room.id)) throw new RangeError(`Duplicate room ${room.id}`);
      weightOf.set(room.id, roomWeightThousandths(room));
    }
    const holders = new Map<string, Participant[]>([...weightOf.keys()].map((id) => [id, []]));
    lines = participants.map((participant) => {
      const roomIds = [...new Set(participant.contract.roomIds ?? [])];
      let roomWeight = 0n;
      for (const roomId of roomIds) {
        const weight = weightOf.get(roomId);
        if (weight === undefined) {
          throw new RangeError(`Room ${roomId} of contract ${participant.contract.id} is not listed`);
        }
        roomWeight += weight;
        holders.get(roomId)?.push(participant);
      }
      return {
        participant,
        weight: BigInt(participant.overlapDays) * roomWeight,
        roomCount: roomIds.length,
        roomWeight,
        reading: null,
      };
    });
    // The room-days nobody held, room by room (a room held by two contracts in turn is free only
    // on the days between them).
    for (const [roomId, weight] of weightOf) {
      vacancyWeight += weight * BigInt(periodDays - unionDays(holders.get(roomId) ?? []));
    }
    totalWeight = lines.reduce((sum, line) => sum + line.weight, 0n) + vacancyWeight;
    amounts = allocate(splittable, lines, vacancyWeight);
    vacancyReason = 'vacant_rooms';
    for (const line of lines) {
      if (line.roomCount === 0) warnings.push(noRoomsWarning(line.participant.contract.name));
    }
  } else {
    lines = participants.map((participant) => {
      const reading = readingThousandths(participant.contract);
      if (reading === null) warnings.push(missingReadingWarning(participant.contract.name));
      return { participant, weight: reading ?? 0n, roomCount: 0, roomWeight: 0n, reading };
    });
    totalWeight = lines.reduce((sum, line) => sum + line.weight, 0n);
    amounts = allocate(splittable, lines, 0n);
    vacancyReason = 'no_readings';
    if (participants.length > 0 && totalWeight === 0n) warnings.push(NO_CONSUMPTION_WARNING);
  }

  if (participants.length === 0) {
    warnings.splice(0, warnings.length, NO_PARTICIPANT_OWNER_WARNING);
    vacancyReason = 'no_participants';
  } else if (criterion !== 'meter_readings') {
    // A reading measures the contract's own consumption: its days do not matter there.
    const coverage = participants
      .filter((participant) => participant.overlapDays < periodDays)
      .map((participant) => namedCoverageWarning(participant.contract.name, participant.overlapDays, periodDays));
    warnings.unshift(...coverage);
  }

  // Rooms and readings are counted in thousandths; days × occupants in units.
  const scale = criterion === 'occupancy' ? 1n : THOUSANDTHS_PER_UNIT;
  const asDecimal = (value: bigint) => thousandthsToDecimal((value * THOUSANDTHS_PER_UNIT) / scale);

  const shares: CriterionShare[] = lines.map((line) => ({
    contractId: line.participant.contract.id,
    name: line.participant.contract.name,
    costModel: line.participant.costModel,
    startDate: line.participant.contract.startDate,
    overlapDays: line.participant.overlapDays,
    numberOfOccupants: line.participant.contract.numberOfOccupants,
    roomCount: line.roomCount,
    roomWeight: thousandthsToDecimal(line.roomWeight),
    reading: line.reading === null ? null : thousandthsToDecimal(line.reading),
    weight: asDecimal(line.weight),
    amount: amounts.get(line.participant.contract.id) ?? 0,
  }));
  const vacancyAmount = splittable - shares.reduce((sum, share) => sum + share.amount, 0);
  const reasons: OwnerShareReason[] = [];
  if (vacancyAmount > 0) reasons.push(vacancyReason);
  if (keptAmount > 0) reasons.push('kept_quota');

  return {
    criterion,
    periodDays,
    coveredDays,
    splittableAmount: splittable,
    totalWeight: asDecimal(totalWeight),
    shares,
    owner: {
      amount: keptAmount + vacancyAmount,
      keptAmount,
      vacancyAmount,
      vacancyWeight: criterion === 'meter_readings' ? '0' : asDecimal(vacancyWeight),
      reasons,
    },
    warnings,
  };
}

function decimalIt(value: string): string {
  const thousandths = parseThousandths(value);
  if (thousandths === null) throw new RangeError(`Not a non-negative decimal: '${value}'`);
  return formatThousandthsIt(thousandths);
}

/**
 * A tenant's line, in Italian arithmetic, from the numbers stored with the split:
 * occupancy '31 giorni × 2 occupanti = 62 su 78 giorni-persona';
 * rooms '31 giorni × 1 stanza = 31 su 270 giorni-stanza' ('… × 2 stanze (peso 2,5) = 77,5 su …'
 * when the weights are not one per room); meter_readings 'lettura 412,5 su 699,75' or
 * 'nessuna lettura'.
 */
export function shareArithmeticText(
  criterion: SplitCriterion,
  share: Pick<CriterionShare, 'overlapDays' | 'numberOfOccupants' | 'roomCount' | 'roomWeight' | 'reading' | 'weight'>,
  totalWeight: string,
): string {
  const total = decimalIt(totalWeight);
  const weight = decimalIt(share.weight);
  if (criterion === 'occupancy') {
    const occupants = share.numberOfOccupants === 1 ? 'occupante' : 'occupanti';
    return `${days(share.overlapDays)} × ${share.numberOfOccupants} ${occupants} = ${weight} su ${total} giorni-persona`;
  }
  if (criterion === 'rooms') {
    const rooms = `${share.roomCount} ${share.roomCount === 1 ? 'stanza' : 'stanze'}`;
    const sameAsCount = parseThousandths(share.roomWeight) === BigInt(share.roomCount) * THOUSANDTHS_PER_UNIT;
    const weighted = sameAsCount ? rooms : `${rooms} (peso ${decimalIt(share.roomWeight)})`;
    return `${days(share.overlapDays)} × ${weighted} = ${weight} su ${total} giorni-stanza`;
  }
  return share.reading === null ? 'nessuna lettura' : `lettura ${decimalIt(share.reading)} su ${total}`;
}

/**
 * The owner's line, one Italian text per reason:
 * 'giorni senza inquilini: 15 giorni su 90', 'stanze libere: 118 su 270 giorni-stanza',
 * 'quota esclusa: 20,00 €', 'nessun consumo misurato', 'nessun contratto partecipa'.
 */
export function ownerShareTexts(
  result: Pick<CriterionSplitResult, 'periodDays' | 'totalWeight'> & {
    owner: Pick<OwnerShare, 'reasons' | 'vacancyWeight' | 'keptAmount'>;
  },
): string[] {
  return result.owner.reasons.map((reason) => {
    const label = ownerShareReasonLabel(reason);
    if (reason === 'vacant_days') {
      return `${label}: ${days(Number(result.owner.vacancyWeight))} su ${result.periodDays}`;
    }
    if (reason === 'vacant_rooms') {
      return `${label}: ${decimalIt(result.owner.vacancyWeight)} su ${decimalIt(result.totalWeight)} giorni-stanza`;
    }
    if (reason === 'kept_quota') return `${label}: ${formatEuro(result.owner.keptAmount)}`;
    return label;
  });
}

/**
 * The figures of the analytics page (docs/domain.md §16, decision 107): the age buckets of the arrears,
 * the occupancy ratio and 'net'. Pure: the server computes the sums in SQL, these name them.
 */

/** Arrears by age in days since the due date (0 = due today). */
export const ARREARS_BUCKETS = [
  { key: 'd0_30', label: '0–30 giorni', axisLabel: '0–30', min: 0, max: 30 },
  { key: 'd31_60', label: '31–60 giorni', axisLabel: '31–60', min: 31, max: 60 },
  { key: 'd61_90', label: '61–90 giorni', axisLabel: '61–90', min: 61, max: 90 },
  { key: 'd90_plus', label: 'Oltre 90 giorni', axisLabel: '> 90', min: 91, max: null },
] as const;
export type ArrearsBucketKey = (typeof ARREARS_BUCKETS)[number]['key'];

/** The bucket of a payable due `ageDays` days ago. */
export function arrearsBucketOf(ageDays: number): ArrearsBucketKey {
  const bucket = ARREARS_BUCKETS.find((b) => ageDays >= b.min && (b.max === null || ageDays <= b.max));
  return (bucket ?? ARREARS_BUCKETS[0]).key;
}

/** Room-days held ÷ room-days of the live rooms; null when there is nothing to count (no room, no day yet). */
export function occupancyRatio(roomDaysHeld: number, roomDays: number): number | null {
  return roomDays > 0 ? roomDaysHeld / roomDays : null;
}

/** 'Netto' (decision 107): what came in from the tenants less the part of the bills that is the owner's. */
export function netCents(collectedCents: number, ownerExpensesCents: number): number {
  return collectedCents - ownerExpensesCents;
}

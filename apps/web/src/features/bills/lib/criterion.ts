import { formatPresence } from '@/lib/format';

/** What a split was computed from, as stored when the bill was recorded (DOMAIN §5). */
export type SplitCriterion = { overlapDays: number; numberOfOccupants: number; weight: number };

/**
 * The criterion of one tenant's share, checkable by hand: "31 giorni × 2 occupanti = 62 su 78"
 * (days of presence in the period × occupants = weight, out of the bill's total weight).
 */
export function formatCriterion(split: SplitCriterion, totalWeight: number): string {
  return `${formatPresence(split.overlapDays, split.numberOfOccupants)} = ${split.weight} su ${totalWeight}`;
}

/** What a split was computed from, as stored when the bill was recorded (DOMAIN §5). */
export type SplitCriterion = { overlapDays: number; numberOfOccupants: number; weight: number };

/**
 * The criterion of one tenant's share, checkable by hand: "31 giorni × 2 occupanti = 62 su 78"
 * (days of presence in the period × occupants = weight, out of the bill's total weight).
 */
export function formatCriterion(split: SplitCriterion, totalWeight: number): string {
  const days = split.overlapDays === 1 ? '1 giorno' : `${split.overlapDays} giorni`;
  const occupants = split.numberOfOccupants === 1 ? '1 occupante' : `${split.numberOfOccupants} occupanti`;
  return `${days} × ${occupants} = ${split.weight} su ${totalWeight}`;
}

/** Occupancy percentage (docs/product.md §9): occupied / total units, rounded; 0 when there are no units. */
export function occupancyPercent(occupied: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(occupied, total) / total) * 100);
}

import { setImmediate as nextTurn } from 'node:timers/promises';

/** How many rows a slice holds: a few milliseconds of work between two turns of the event loop. */
export const SLICE_ROWS = 2_000;

/**
 * `items` mapped by `f`, `size` at a time, the event loop turning between slices: a large export's
 * rows (~130,000 at the bench's scale 10) are mapped without holding every other request for
 * hundreds of milliseconds (decision 152).
 */
export async function mapInSlices<T, U>(items: readonly T[], f: (item: T) => U, size = SLICE_ROWS): Promise<U[]> {
  const out: U[] = [];
  for (let i = 0; i < items.length; i += size) {
    if (i > 0) await nextTurn();
    const end = Math.min(i + size, items.length);
    for (let j = i; j < end; j++) out.push(f(items[j] as T));
  }
  return out;
}

import { setImmediate as nextTurn } from 'node:timers/promises';

/** How many rows a slice holds: a few milliseconds of work between two turns of the event loop. */
export const SLICE_ROWS = 2_000;

/**
 * `items`, `size` at a time, the event loop turning between two slices: a large export's rows
 * (~130,000 at the bench's scale 10) are worked through without holding every other request for
 * hundreds of milliseconds (decision 152).
 */
export async function* slicesOf<T>(items: readonly T[], size = SLICE_ROWS): AsyncGenerator<T[]> {
  for (let i = 0; i < items.length; i += size) {
    if (i > 0) await nextTurn();
    yield items.slice(i, i + size);
  }
}

/** `items` mapped by `f`, a slice at a time (`slicesOf`). */
export async function mapInSlices<T, U>(items: readonly T[], f: (item: T) => U, size = SLICE_ROWS): Promise<U[]> {
  const out: U[] = [];
  for await (const slice of slicesOf(items, size)) for (const item of slice) out.push(f(item));
  return out;
}

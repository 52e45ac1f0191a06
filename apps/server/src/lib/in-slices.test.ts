import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapInSlices, slicesOf } from './in-slices';

describe('mapInSlices', () => {
  it('maps every item once, in order, whatever the slice size', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer()), fc.integer({ min: 1, max: 7 }), async (items, size) => {
        const seen: number[] = [];
        const out = await mapInSlices(
          items,
          (x) => {
            seen.push(x);
            return x * 2;
          },
          size,
        );
        expect(out).toEqual(items.map((x) => x * 2));
        expect(seen).toEqual(items);
      }),
    );
  });

  it('slicesOf: slices of `size` (the last one shorter) that join back into the items', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer()), fc.integer({ min: 1, max: 7 }), async (items, size) => {
        const slices: number[][] = [];
        for await (const slice of slicesOf(items, size)) slices.push(slice);
        expect(slices.flat()).toEqual(items);
        expect(slices.length).toBe(Math.ceil(items.length / size));
        expect(slices.slice(0, -1).every((s) => s.length === size)).toBe(true);
      }),
    );
  });

  it('lets the event loop turn between slices, not within one', async () => {
    const events: string[] = [];
    const interleaved = new Promise<void>((resolve) =>
      setImmediate(() => {
        events.push('other work');
        resolve();
      }),
    );
    await mapInSlices([1, 2, 3, 4], (x) => events.push(`item ${x}`), 2);
    await interleaved;
    expect(events).toEqual(['item 1', 'item 2', 'other work', 'item 3', 'item 4']);
  });
});

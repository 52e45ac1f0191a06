import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupBy } from './group-by';

describe('groupBy', () => {
  it('keeps each group in the rows order, groups in order of first appearance', () => {
    const rows = [
      { k: 'b', n: 1 },
      { k: 'a', n: 2 },
      { k: 'b', n: 3 },
    ];
    expect([...groupBy(rows, (r) => r.k)]).toEqual([
      [
        'b',
        [
          { k: 'b', n: 1 },
          { k: 'b', n: 3 },
        ],
      ],
      ['a', [{ k: 'a', n: 2 }]],
    ]);
  });

  it('partitions the rows: filtering by key gives the same groups', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ k: fc.constantFrom('x', 'y', 'z'), n: fc.integer() })), (rows) => {
        const groups = groupBy(rows, (r) => r.k);
        for (const [k, group] of groups) expect(group).toEqual(rows.filter((r) => r.k === k));
        expect([...groups.values()].flat().length).toBe(rows.length);
      }),
    );
  });
});

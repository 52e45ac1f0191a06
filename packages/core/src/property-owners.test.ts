import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { formatBpsPercent, type OwnerPeriod, ownerShareProblem, parsePercentBps } from './property-owners';

const row = (
  fiscal_code: string,
  share_bps: number,
  from: string | null = null,
  to: string | null = null,
): OwnerPeriod => ({
  fiscal_code,
  share_bps,
  from,
  to,
});

describe('owners’ shares: 100 % on every day a row covers', () => {
  it('accepts no rows (the landlord alone), one owner at 100 %, and three thirds of 33,33 + 33,33 + 33,34', () => {
    expect(ownerShareProblem([])).toBeNull();
    expect(ownerShareProblem([row('A', 10_000)])).toBeNull();
    expect(ownerShareProblem([row('A', 3333), row('B', 3333), row('C', 3334)])).toBeNull();
  });

  it('refuses two halves that make 99,99 % or 100,01 %', () => {
    expect(ownerShareProblem([row('A', 5000), row('B', 4999)])).toEqual({
      kind: 'notWhole',
      from: null,
      to: null,
      sumBps: 9999,
    });
    expect(ownerShareProblem([row('A', 5000), row('B', 5001)])?.kind).toBe('notWhole');
  });

  it('accepts a sale in the middle: A alone until 30 June, then B and C half each', () => {
    expect(
      ownerShareProblem([
        row('A', 10_000, null, '2025-06-30'),
        row('B', 5000, '2025-07-01'),
        row('C', 5000, '2025-07-01'),
      ]),
    ).toBeNull();
  });

  it('names the first stretch that is not whole: a gap of one day inside a co-ownership', () => {
    expect(
      ownerShareProblem([row('A', 5000, null, null), row('B', 5000, null, '2025-06-29'), row('C', 5000, '2025-07-01')]),
    ).toEqual({ kind: 'notWhole', from: '2025-06-30', to: '2025-06-30', sumBps: 5000 });
  });

  it('leaves days no row covers to the landlord (rows only from 2024)', () => {
    expect(ownerShareProblem([row('A', 6000, '2024-01-01'), row('B', 4000, '2024-01-01')])).toBeNull();
  });

  it('refuses one codice fiscale holding two rows on the same day', () => {
    // Every day is whole (A and B, then A twice), so only the second row of A is wrong.
    expect(
      ownerShareProblem([row('A', 5000), row('B', 5000, null, '2025-05-31'), row('A', 5000, '2025-06-01')]),
    ).toMatchObject({ kind: 'twice', fiscalCode: 'A', from: '2025-06-01' });
  });

  it('property: for random rows, the answer is null exactly when every day’s sum is 0 or 100 % and no owner is twice', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const days = Array.from({ length: 90 }, (_, i) => addDays('2024-12-20', i));
    for (let run = 0; run < 400; run++) {
      const rows = Array.from({ length: 1 + random(4) }, (_, i) => {
        const a = random(45) - 2;
        const b = a + random(30);
        return row(
          `CF${random(3) === 0 ? 0 : i}`,
          [2500, 5000, 7500, 10_000][random(4)]!,
          a < 0 ? null : addDays('2025-01-01', a),
          b > 40 ? null : addDays('2025-01-01', b),
        );
      });
      const holds = (r: OwnerPeriod, d: string) => (r.from === null || r.from <= d) && (r.to === null || r.to >= d);
      const everyDayOk = days.every((d) => {
        const on = rows.filter((r) => holds(r, d));
        const sum = on.reduce((n, r) => n + r.share_bps, 0);
        return (sum === 0 || sum === 10_000) && new Set(on.map((r) => r.fiscal_code)).size === on.length;
      });
      expect(ownerShareProblem(rows) === null, JSON.stringify(rows)).toBe(everyDayOk);
    }
  });
});

describe('a typed percentage', () => {
  it('reads whole numbers and up to 2 decimals with a comma or a point, into basis points', () => {
    expect(parsePercentBps('50')).toBe(5000);
    expect(parsePercentBps('33,33')).toBe(3333);
    expect(parsePercentBps(' 12.5 ')).toBe(1250);
    expect(parsePercentBps('100')).toBe(10_000);
  });

  it('refuses 0, over 100, three decimals, signs and words', () => {
    for (const text of ['0', '0,00', '100,01', '101', '33,333', '-10', '1e2', 'metà', '']) {
      expect(parsePercentBps(text), text).toBeNull();
    }
  });

  it('writes basis points back as typed', () => {
    expect([5000, 3333, 1250, 10_000, 5].map(formatBpsPercent)).toEqual(['50', '33,33', '12,5', '100', '0,05']);
  });
});

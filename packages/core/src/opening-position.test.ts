import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import {
  computeOpeningEntry,
  isIsoMonth,
  type OpeningPayable,
  openingEntryLabel,
  openingPositionIssue,
} from './opening-position';
import { computeScheduledPayables } from './schedule';

const TODAY = '2026-12-02';

/** The scheduled payables of a contract as they stand today, open and uncovered. */
function scheduled(opts: { start: string; rent: number; fee?: number; advance?: number }): OpeningPayable[] {
  return computeScheduledPayables(
    {
      startDate: opts.start,
      endDate: '2030-12-31',
      rentAmount: opts.rent,
      fixedFeeAmount: opts.fee ?? 0,
      settlementBaseAmount: opts.advance ?? 0,
    },
    TODAY,
  ).map((p, i) => ({
    id: `p${String(i).padStart(3, '0')}`,
    type: p.type,
    dueDate: p.dueDate,
    periodStartDate: p.periodStartDate,
    createdAt: '2026-12-02T10:00:00.000Z',
    amount: p.amount,
    allocated: 0,
  }));
}

describe("computeOpeningEntry — 'in regola fino a'", () => {
  it('a contract begun 13 months ago, in regola through last month: only this month stays open', () => {
    const payables = scheduled({ start: '2025-11-01', rent: 80000 });
    expect(payables).toHaveLength(14);
    const result = computeOpeningEntry({
      position: { kind: 'paid_through', month: '2026-11' },
      contract: { startDate: '2025-11-01' },
      payables,
      today: TODAY,
    });
    if (!result.ok) throw new Error(result.issue.reason);
    expect(result.entry.entryDate).toBe(TODAY);
    expect(result.entry.cutoff).toBe('2026-11-30');
    expect(result.entry.settled).toBe(13 * 80000);
    expect(result.entry.allocations).toHaveLength(13);
    const open = payables.filter((p) => !result.entry.allocations.some((a) => a.payableId === p.id));
    expect(open.map((p) => p.dueDate)).toEqual(['2026-12-01']);
    expect(result.entry.credit).toBe(0);
  });

  it('the current month may be stated: everything due so far is settled', () => {
    const payables = scheduled({ start: '2026-10-16', rent: 60000 });
    const result = computeOpeningEntry({
      position: { kind: 'paid_through', month: '2026-12' },
      contract: { startDate: '2026-10-16' },
      payables,
      today: TODAY,
    });
    if (!result.ok) throw new Error(result.issue.reason);
    // October prorated 16/31 of 600,00 € = 309,68 €, then November and December.
    expect(result.entry.settled).toBe(30968 + 60000 + 60000);
  });

  it('refuses a month before the start, a month after this one, and a contract that starts today', () => {
    const contract = { startDate: '2026-03-10' };
    expect(openingPositionIssue({ kind: 'paid_through', month: '2026-02' }, contract, TODAY)?.reason).toBe(
      'month_before_start',
    );
    expect(openingPositionIssue({ kind: 'paid_through', month: '2027-01' }, contract, TODAY)?.reason).toBe(
      'month_in_future',
    );
    expect(openingPositionIssue({ kind: 'paid_through', month: '2026-03' }, contract, TODAY)).toBeNull();
    expect(
      openingPositionIssue({ kind: 'balance', asOf: TODAY, balance: 0 }, { startDate: TODAY }, TODAY)?.reason,
    ).toBe('not_started_before_today');
    expect(
      openingPositionIssue({ kind: 'paid_through', month: '2026-12' }, { startDate: '2027-01-01' }, TODAY)?.reason,
    ).toBe('not_started_before_today');
  });
});

describe("computeOpeningEntry — 'saldo iniziale'", () => {
  const payables = scheduled({ start: '2026-01-01', rent: 50000, fee: 3000 });

  it('a balance owed leaves the newest items open, the oldest settled first (docs/domain.md §12)', () => {
    const result = computeOpeningEntry({
      position: { kind: 'balance', asOf: '2026-11-15', balance: 70000 },
      contract: { startDate: '2026-01-01' },
      payables,
      today: TODAY,
    });
    if (!result.ok) throw new Error(result.issue.reason);
    const due = 11 * 53000;
    expect(result.entry.due).toBe(due);
    expect(result.entry.settled).toBe(due - 70000);
    expect(result.entry.entryDate).toBe('2026-11-15');
    // November's rent and fee (53.000) and 17.000 of October's fee+rent stay open: October's rent
    // is partly covered, its fee (after the rent within one due date) not at all.
    const byId = new Map(result.entry.allocations.map((a) => [a.payableId, a.amount]));
    const october = payables.filter((p) => p.dueDate === '2026-10-01');
    const novemberIds = payables.filter((p) => p.dueDate === '2026-11-01').map((p) => p.id);
    expect(novemberIds.every((id) => !byId.has(id))).toBe(true);
    expect(byId.get(october.find((p) => p.type === 'rent')!.id)).toBe(50000 - 17000 + 3000);
    expect(byId.has(october.find((p) => p.type === 'fixed_fee')!.id)).toBe(false);
    // December is after the balance's date: untouched.
    expect(payables.filter((p) => p.dueDate === '2026-12-01').every((p) => !byId.has(p.id))).toBe(true);
  });

  it('a balance in credit settles everything due by then and leaves the credit', () => {
    const result = computeOpeningEntry({
      position: { kind: 'balance', asOf: '2026-11-30', balance: -12345 },
      contract: { startDate: '2026-01-01' },
      payables,
      today: TODAY,
    });
    if (!result.ok) throw new Error(result.issue.reason);
    expect(result.entry.settled).toBe(11 * 53000);
    expect(result.entry.credit).toBe(12345);
  });

  it('refuses a balance owed above what was due by its date, and dates outside start … today', () => {
    const result = computeOpeningEntry({
      position: { kind: 'balance', asOf: '2026-02-10', balance: 2 * 53000 + 1 },
      contract: { startDate: '2026-01-01' },
      payables,
      today: TODAY,
    });
    expect(result).toEqual({ ok: false, issue: { reason: 'balance_exceeds', path: 'balance', due: 2 * 53000 } });
    const contract = { startDate: '2026-01-01' };
    expect(openingPositionIssue({ kind: 'balance', asOf: '2025-12-31', balance: 0 }, contract, TODAY)?.reason).toBe(
      'as_of_before_start',
    );
    expect(openingPositionIssue({ kind: 'balance', asOf: '2026-12-03', balance: 0 }, contract, TODAY)?.reason).toBe(
      'as_of_in_future',
    );
  });
});

describe('computeOpeningEntry — advances under conguaglio (docs/domain.md §6)', () => {
  const payables = scheduled({ start: '2026-01-01', rent: 50000, advance: 5000 });

  it('every advance it settles gives its credit by default', () => {
    const result = computeOpeningEntry({
      position: { kind: 'paid_through', month: '2026-11' },
      contract: { startDate: '2026-01-01' },
      payables,
      today: TODAY,
    });
    if (!result.ok) throw new Error(result.issue.reason);
    expect(result.entry.creditedAdvanceIds).toHaveLength(11);
    expect(result.entry.conguaglioFrom).toBe('2026-01-01');
  });

  it('from the month of the next conguaglio only: the earlier advances were conguagliati', () => {
    const result = computeOpeningEntry({
      position: { kind: 'paid_through', month: '2026-11', conguaglioFrom: '2026-07' },
      contract: { startDate: '2026-01-01' },
      payables,
      today: TODAY,
    });
    if (!result.ok) throw new Error(result.issue.reason);
    const months = result.entry.creditedAdvanceIds.map((id) => payables.find((p) => p.id === id)!.dueDate);
    expect(months).toEqual(['2026-07-01', '2026-08-01', '2026-09-01', '2026-10-01', '2026-11-01']);
    expect(result.entry.conguaglioFrom).toBe('2026-07-01');
    expect(
      openingPositionIssue(
        { kind: 'paid_through', month: '2026-11', conguaglioFrom: '2025-12' },
        { startDate: '2026-01-01' },
        TODAY,
      )?.reason,
    ).toBe('conguaglio_before_start');
  });
});

describe('openingEntryLabel, isIsoMonth', () => {
  it("reads 'Saldo iniziale al 01/12/2026'", () => {
    expect(openingEntryLabel('2026-12-01')).toBe('Saldo iniziale al 01/12/2026');
  });
  it('knows a month', () => {
    expect(isIsoMonth('2026-11')).toBe(true);
    expect(isIsoMonth('2026-13')).toBe(false);
    expect(isIsoMonth('2026-11-01')).toBe(false);
  });
});

describe('computeOpeningEntry — properties', () => {
  const payableArb = fc.record({
    day: fc.integer({ min: 0, max: 400 }),
    type: fc.constantFrom('rent', 'fixed_fee', 'settlement_base_fee', 'consumption_bill'),
    amount: fc.integer({ min: 1, max: 2_000_000 }),
    allocatedShare: fc.integer({ min: 0, max: 100 }),
  });

  it('the entry plus what stays open always equals what was due; no cent made or lost', () => {
    fc.assert(
      fc.property(
        fc.array(payableArb, { maxLength: 40 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: -5_000_000, max: 60_000_000 }),
        (rows, asOfDay, balance) => {
          const start = '2025-10-01';
          const payables: OpeningPayable[] = rows.map((r, i) => {
            const dueDate = addDays(start, r.day);
            return {
              id: `p${String(i).padStart(3, '0')}`,
              type: r.type,
              dueDate,
              periodStartDate: dueDate,
              createdAt: '2026-12-02T10:00:00.000Z',
              amount: r.amount,
              allocated: Math.floor((r.amount * r.allocatedShare) / 100),
            };
          });
          const asOf = addDays(start, asOfDay);
          const result = computeOpeningEntry({
            position: { kind: 'balance', asOf, balance },
            contract: { startDate: start },
            payables,
            today: addDays(start, 400),
          });
          const dueByThen = payables
            .filter((p) => p.dueDate <= asOf)
            .reduce((sum, p) => sum + (p.amount - p.allocated), 0);
          if (!result.ok) {
            expect(result.issue).toEqual({ reason: 'balance_exceeds', path: 'balance', due: dueByThen });
            expect(balance).toBeGreaterThan(dueByThen);
            return;
          }
          const { entry } = result;
          const covered = new Map(entry.allocations.map((a) => [a.payableId, a.amount]));
          const stillOpen = payables
            .filter((p) => p.dueDate <= asOf)
            .reduce((sum, p) => sum + (p.amount - p.allocated - (covered.get(p.id) ?? 0)), 0);
          expect(entry.due).toBe(dueByThen);
          expect(entry.settled + stillOpen).toBe(dueByThen);
          expect(entry.allocations.reduce((s, a) => s + a.amount, 0)).toBe(entry.settled);
          expect(stillOpen).toBe(Math.max(0, balance));
          expect(entry.credit).toBe(Math.max(0, -balance));
          for (const a of entry.allocations) {
            const p = payables.find((x) => x.id === a.payableId)!;
            expect(a.amount).toBeGreaterThan(0);
            expect(a.amount).toBeLessThanOrEqual(p.amount - p.allocated);
            expect(p.dueDate <= asOf).toBe(true);
          }
        },
      ),
    );
  });

  it("'in regola fino a' settles exactly what is due by the month's end", () => {
    fc.assert(
      fc.property(fc.array(payableArb, { maxLength: 40 }), fc.integer({ min: 0, max: 13 }), (rows, monthIndex) => {
        const start = '2025-10-01';
        const payables: OpeningPayable[] = rows.map((r, i) => ({
          id: `p${i}`,
          type: r.type,
          dueDate: addDays(start, r.day),
          periodStartDate: addDays(start, r.day),
          createdAt: '2026-12-02T10:00:00.000Z',
          amount: r.amount,
          allocated: 0,
        }));
        const y = 2025 + Math.floor((9 + monthIndex) / 12);
        const m = ((9 + monthIndex) % 12) + 1;
        const month = `${y}-${String(m).padStart(2, '0')}`;
        const result = computeOpeningEntry({
          position: { kind: 'paid_through', month },
          contract: { startDate: start },
          payables,
          today: '2026-11-05',
        });
        if (!result.ok) throw new Error(result.issue.reason);
        const expected = payables.filter((p) => p.dueDate.slice(0, 7) <= month).reduce((s, p) => s + p.amount, 0);
        expect(result.entry.settled).toBe(expected);
        expect(result.entry.allocations.reduce((s, a) => s + a.amount, 0)).toBe(expected);
      }),
    );
  });
});

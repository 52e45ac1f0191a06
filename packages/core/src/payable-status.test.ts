import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  comparePayablesForDisplay,
  comparePayableStatusForDisplay,
  derivePayableStatus,
  earliestDue,
  sumOutstanding,
  sumOverdue,
} from './payable-status';

const today = '2026-03-10';

describe('derivePayableStatus (docs/domain.md §4)', () => {
  it('derives overdue from due and a past due date only', () => {
    expect(derivePayableStatus({ status: 'due', dueDate: '2026-03-09' }, today)).toBe('overdue');
    expect(derivePayableStatus({ status: 'due', dueDate: '2026-03-10' }, today)).toBe('due');
    expect(derivePayableStatus({ status: 'paid', dueDate: '2026-01-01' }, today)).toBe('paid');
  });

  it('orders due and overdue first, then pending_settlement, then paid', () => {
    const sorted = ['paid', 'pending_settlement', 'overdue', 'toString', 'due'].sort(comparePayableStatusForDisplay);
    expect(sorted).toEqual(['overdue', 'due', 'pending_settlement', 'paid', 'toString']);
  });
});

describe('sumOutstanding (docs/domain.md §6 total_due)', () => {
  it('adds due and overdue payables, credits included, and ignores the rest', () => {
    const payables = [
      { status: 'due', amount: 60000 },
      { status: 'overdue', amount: 30968 },
      { status: 'paid', amount: 60000 },
      { status: 'pending_settlement', amount: 1500 },
      { status: 'due', amount: -336 },
    ];
    expect(sumOutstanding(payables)).toBe(90632);
    expect(sumOutstanding([])).toBe(0);
  });

  it('equals the sum counted one payable at a time', () => {
    const status = fc.constantFrom('due', 'overdue', 'paid', 'pending_settlement');
    fc.assert(
      fc.property(fc.array(fc.record({ status, amount: fc.integer({ min: -1_000_000, max: 1_000_000 }) })), (ps) => {
        let expected = 0;
        for (const p of ps) if (p.status === 'due' || p.status === 'overdue') expected += p.amount;
        expect(sumOutstanding(ps)).toBe(expected);
      }),
    );
  });
});

describe('earliestDue', () => {
  it('takes the earliest date and adds the amounts due that day', () => {
    const items = [
      { dueDate: '2026-04-01', amount: 60000 },
      { dueDate: '2026-03-20', amount: 1500 },
      { dueDate: '2026-03-20', amount: 2500 },
    ];
    expect(earliestDue(items)).toEqual({ dueDate: '2026-03-20', amount: 4000 });
    expect(earliestDue([])).toBeNull();
  });
});

describe('comparePayablesForDisplay (one order everywhere, decision 055)', () => {
  it('open items oldest first, then pending_settlement, then paid newest first', () => {
    const rows = [
      { status: 'paid', due_date: '2026-01-01', type: 'rent' },
      { status: 'due', due_date: '2026-03-01', type: 'settlement_base_fee' },
      { status: 'paid', due_date: '2026-02-01', type: 'rent' },
      { status: 'overdue', due_date: '2026-02-15', type: 'rent' },
      { status: 'pending_settlement', due_date: '', type: 'pending_settlement' },
      { status: 'due', due_date: '2026-03-01', type: 'rent' },
      { status: 'paid', due_date: '2026-02-01', type: 'settlement_base_fee' },
    ];
    expect([...rows].sort(comparePayablesForDisplay).map((r) => `${r.status} ${r.due_date} ${r.type}`)).toEqual([
      'overdue 2026-02-15 rent',
      'due 2026-03-01 rent',
      'due 2026-03-01 settlement_base_fee',
      'pending_settlement  pending_settlement',
      'paid 2026-02-01 rent',
      'paid 2026-02-01 settlement_base_fee',
      'paid 2026-01-01 rent',
    ]);
  });
});

describe("sumOverdue (docs/domain.md §13: due before today, net of the contract's credits)", () => {
  it('adds what is still owed of the overdue amounts, not what is only due nor paid', () => {
    expect(
      sumOverdue([
        { status: 'overdue', amount: 50_000, paid_amount: 10_000 },
        { status: 'due', amount: 5_000 },
        { status: 'paid', amount: 7_000 },
      ]),
    ).toBe(40_000);
  });

  it('nets the available credits and what a negative payable owes back; a credit is never late', () => {
    const payables = [
      { status: 'overdue', amount: 50_000 },
      { status: 'overdue', amount: -1_999 },
      { status: 'due', amount: -1_000, paid_amount: -500 },
    ];
    expect(sumOverdue(payables)).toBe(50_000 - 1_999 - 500);
    expect(sumOverdue(payables, 3_000)).toBe(50_000 - 1_999 - 500 - 3_000);
    expect(sumOverdue(payables, 60_000)).toBe(0);
    expect(sumOverdue([{ status: 'overdue', amount: -1_999 }])).toBe(0);
  });
});

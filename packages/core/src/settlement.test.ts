import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeNetToSettle, computeSettlement, NothingToSettleError } from './settlement';

describe('computeSettlement — worked example (docs/domain.md §10)', () => {
  it('156,64 € of bills against 160,00 € of credits gives a settlement_credit of −3,36 €', () => {
    const debits = [
      { amount: 6154, periodStartDate: '2026-01-01', periodEndDate: '2026-01-31' },
      { amount: 9510, periodStartDate: '2026-02-01', periodEndDate: '2026-02-28' },
    ];
    const credits = [{ amount: 5000 }, { amount: 5000 }, { amount: 5000 }, { amount: 1000 }];
    expect(computeSettlement(debits, credits)).toEqual({
      totalBillsAmount: 15664,
      totalCreditsAmount: 16000,
      finalBalance: -336,
      periodStartDate: '2026-01-01',
      periodEndDate: '2026-02-28',
      payableType: 'settlement_credit',
      payableStatus: 'due',
    });
    expect(computeNetToSettle(debits, credits)).toBe(-336);
  });
});

describe('computeSettlement', () => {
  it('makes a due settlement_balance when the tenant owes', () => {
    const result = computeSettlement([{ amount: 10000 }], [{ amount: 4000 }]);
    expect(result.finalBalance).toBe(6000);
    expect(result.payableType).toBe('settlement_balance');
    expect(result.payableStatus).toBe('due');
  });

  it('makes an already paid settlement_balance of 0 when even', () => {
    const result = computeSettlement([{ amount: 5000 }], [{ amount: 5000 }]);
    expect(result).toMatchObject({ finalBalance: 0, payableType: 'settlement_balance', payableStatus: 'paid' });
  });

  it('settles credits alone, with no period', () => {
    const result = computeSettlement([], [{ amount: 5000 }]);
    expect(result).toMatchObject({
      finalBalance: -5000,
      payableType: 'settlement_credit',
      periodStartDate: null,
      periodEndDate: null,
    });
  });

  it('takes the period from dated debits only (manual debits have none)', () => {
    const result = computeSettlement(
      [
        { amount: 100, periodStartDate: '2026-03-01', periodEndDate: '2026-03-31' },
        { amount: 200, periodStartDate: null, periodEndDate: null },
        { amount: 300 },
        { amount: 400, periodStartDate: '2025-12-01', periodEndDate: '2026-01-31' },
      ],
      [],
    );
    expect(result.periodStartDate).toBe('2025-12-01');
    expect(result.periodEndDate).toBe('2026-03-31');
  });

  it('refuses when there is nothing to settle', () => {
    expect(() => computeSettlement([], [])).toThrow(NothingToSettleError);
    try {
      computeSettlement([], []);
    } catch (error) {
      expect((error as NothingToSettleError).code).toBe('NOTHING_TO_SETTLE');
    }
  });

  it('final balance = Σ debits − Σ credits, type and status follow its sign (property)', () => {
    const amounts = fc.array(fc.integer({ min: 1, max: 100_000_000 }), { maxLength: 20 });
    fc.assert(
      fc.property(amounts, amounts, (debitAmounts, creditAmounts) => {
        fc.pre(debitAmounts.length + creditAmounts.length > 0);
        const sumDebits = debitAmounts.reduce((s, a) => s + a, 0);
        const sumCredits = creditAmounts.reduce((s, a) => s + a, 0);
        const result = computeSettlement(
          debitAmounts.map((amount) => ({ amount })),
          creditAmounts.map((amount) => ({ amount })),
        );
        expect(result.totalBillsAmount).toBe(sumDebits);
        expect(result.totalCreditsAmount).toBe(sumCredits);
        expect(result.finalBalance).toBe(sumDebits - sumCredits);
        expect(result.payableType).toBe(result.finalBalance < 0 ? 'settlement_credit' : 'settlement_balance');
        expect(result.payableStatus).toBe(result.finalBalance === 0 ? 'paid' : 'due');
        expect(
          computeNetToSettle(
            debitAmounts.map((amount) => ({ amount })),
            creditAmounts.map((amount) => ({ amount })),
          ),
        ).toBe(result.finalBalance);
      }),
    );
  });
});

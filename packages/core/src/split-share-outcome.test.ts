import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BillShare, shareOutcome } from './split';

const MODELS: BillShare['costModel'][] = ['consumption_based', 'settlement', 'fixed_fee'];

describe('shareOutcome (docs/domain.md §5: what a share becomes)', () => {
  it('makes a payable of a consumption-based share, a debit of a settlement share, nothing of a fixed-fee one', () => {
    expect(shareOutcome({ costModel: 'consumption_based', amount: 1234 })).toBe('payable');
    expect(shareOutcome({ costModel: 'settlement', amount: 1234 })).toBe('settlement_debit');
    expect(shareOutcome({ costModel: 'fixed_fee', amount: 1234 })).toBe('nothing');
  });

  it('owes nothing for a share of 0 cents, whatever the model', () => {
    for (const costModel of MODELS) expect(shareOutcome({ costModel, amount: 0 })).toBe('nothing');
  });

  it('property: something is owed exactly when the share is above zero and not covered by the fixed fee', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MODELS), fc.integer({ min: 0, max: 10_000_000 }), (costModel, amount) => {
        const outcome = shareOutcome({ costModel, amount });
        expect(outcome !== 'nothing').toBe(amount > 0 && costModel !== 'fixed_fee');
        if (outcome === 'payable') expect(costModel).toBe('consumption_based');
        if (outcome === 'settlement_debit') expect(costModel).toBe('settlement');
      }),
    );
  });
});

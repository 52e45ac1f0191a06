import { OPENING_POSITION_MESSAGES as M } from '@casaconti/core/messages';
import { describe, expect, it } from 'vitest';
import {
  asksOpeningPosition,
  emptyOpeningForm,
  newHistoryRow,
  openingFormToPayload,
  previousMonthText,
  typedMonth,
} from './opening-position-form';

describe("the wizard's 'Situazione ad oggi' (docs/domain.md §17)", () => {
  it('is asked only for a contract that starts before today', () => {
    expect(asksOpeningPosition('2025-10-01', '2026-11-23')).toBe(true);
    expect(asksOpeningPosition('2026-11-23', '2026-11-23')).toBe(false);
    expect(asksOpeningPosition('', '2026-11-23')).toBe(false);
  });

  it("reads months typed 'mm/aaaa' and suggests the month before today's", () => {
    expect(typedMonth('10/2026')).toBe('2026-10');
    expect(typedMonth(' 3/2026 ')).toBe('2026-03');
    expect(typedMonth('13/2026')).toBeNull();
    expect(previousMonthText('2026-11-23')).toBe('10/2026');
    expect(previousMonthText('2026-01-05')).toBe('12/2025');
  });

  it('sends nothing for none, the month for in regola, a signed balance, the history in cents', () => {
    const none = openingFormToPayload(emptyOpeningForm(), { usesConguaglio: false });
    expect(none).toEqual({ ok: true, value: undefined });
    expect(
      openingFormToPayload(
        { ...emptyOpeningForm(), kind: 'paid_through', month: '10/2026' },
        { usesConguaglio: false },
      ),
    ).toEqual({ ok: true, value: { kind: 'paid_through', month: '2026-10', conguaglioFrom: null } });
    expect(
      openingFormToPayload(
        {
          ...emptyOpeningForm(),
          kind: 'balance',
          asOf: '2026-10-31',
          balance: '150,50',
          side: 'credit',
          conguaglioFrom: '06/2026',
        },
        { usesConguaglio: true },
      ),
    ).toEqual({ ok: true, value: { kind: 'balance', asOf: '2026-10-31', balance: -15050, conguaglioFrom: '2026-06' } });
    const row = { ...newHistoryRow(), receivedOn: '2026-01-05', amount: '1.234,56' };
    expect(
      openingFormToPayload({ ...emptyOpeningForm(), kind: 'history', payments: [row] }, { usesConguaglio: false }),
    ).toEqual({
      ok: true,
      value: {
        kind: 'history',
        payments: [{ receivedOn: '2026-01-05', amount: 123456, method: 'bonifico', note: null }],
      },
    });
  });

  it('names each wrong field in Italian', () => {
    const result = openingFormToPayload(
      {
        ...emptyOpeningForm(),
        kind: 'history',
        payments: [{ ...newHistoryRow(), receivedOn: '', amount: '12,345' }],
      },
      { usesConguaglio: false },
    );
    expect(result).toEqual({
      ok: false,
      errors: { 'payments.0.receivedOn': 'Inserisci la data del pagamento', 'payments.0.amount': 'Massimo 2 decimali' },
    });
    expect(
      openingFormToPayload({ ...emptyOpeningForm(), kind: 'paid_through', month: '' }, { usesConguaglio: false }),
    ).toEqual({ ok: false, errors: { month: M.monthRequired } });
    expect(openingFormToPayload({ ...emptyOpeningForm(), kind: 'history' }, { usesConguaglio: false })).toEqual({
      ok: false,
      errors: { payments: M.historyEmpty },
    });
  });
});

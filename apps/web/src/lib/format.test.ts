import { MAX_AMOUNT_CENTS } from '@casaconti/core/constants';
import { centsToInputString, parseEuroInput } from '@casaconti/core/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  cleanAmountInput,
  formatAmountInput,
  formatCount,
  normalizeAmountInput,
  formatDate,
  formatMoney,
  formatMonthName,
  formatPartlyPaid,
  formatPresence,
  formatTime,
  parseTypedDate,
} from './format';

describe('parseTypedDate', () => {
  it.each([
    ['15/01/2026', '2026-01-15'],
    ['15-1-2026', '2026-01-15'],
    ['5.1.2026', '2026-01-05'],
    ['  15/01/2026 ', '2026-01-15'],
    ['15012026', '2026-01-15'],
    ['2026-01-15', '2026-01-15'],
    ['29/02/2024', '2024-02-29'],
    ['01/01/1899', '1899-01-01'],
  ])('reads %j as %s', (typed, iso) => {
    expect(parseTypedDate(typed)).toBe(iso);
  });

  it.each([
    '',
    '15/01',
    '15/01/26',
    '31/04/2026',
    '29/02/2025',
    '00/01/2026',
    '15/13/2026',
    '2026-1-15',
    '2026-02-30',
    '1501202',
    'domani',
    '15/01/2026x',
  ])('refuses %j', (typed) => {
    expect(parseTypedDate(typed)).toBeNull();
  });
});

describe('formatMoney', () => {
  it('shows integer cents in euro, Italian style', () => {
    expect(formatMoney(123_456).replace(/\s/g, ' ')).toBe('1.234,56 €');
    expect(formatMoney(5).replace(/\s/g, ' ')).toBe('0,05 €');
    expect(formatMoney(-2160).replace(/\s/g, ' ')).toBe('-21,60 €');
  });

  it('shows a dash when the amount is missing', () => {
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney(undefined)).toBe('—');
  });
});

describe('formatDate', () => {
  it('shows a calendar date as dd/MM/yyyy', () => {
    expect(formatDate('2026-09-01')).toBe('01/09/2026');
  });

  it('shows a timestamp as its date in Rome', () => {
    expect(formatDate('2026-01-15T23:30:00Z')).toBe('16/01/2026');
  });

  it('shows the fallback when the date is missing', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('', 'Aperto')).toBe('Aperto');
  });
});

describe('formatPresence', () => {
  it('says days × occupants in Italian, singular for one', () => {
    expect(formatPresence(31, 2)).toBe('31 giorni × 2 occupanti');
    expect(formatPresence(1, 1)).toBe('1 giorno × 1 occupante');
  });
});

describe('formatTime', () => {
  it('shows hours, minutes and seconds with two digits', () => {
    expect(formatTime(new Date(2026, 0, 15, 9, 5, 7))).toBe('09:05:07');
  });
});

describe('formatAmountInput', () => {
  it('shows typed text as it is, a number with a comma', () => {
    expect(formatAmountInput('1.234,56')).toBe('1.234,56');
    expect(formatAmountInput('40.50')).toBe('40.50');
    expect(formatAmountInput('40,5')).toBe('40,5');
    expect(formatAmountInput('650')).toBe('650');
    expect(formatAmountInput(12.5)).toBe('12,5');
  });

  it('shows nothing for a missing value', () => {
    expect(formatAmountInput('')).toBe('');
    expect(formatAmountInput(null)).toBe('');
    expect(formatAmountInput(undefined)).toBe('');
  });
});

describe('cleanAmountInput', () => {
  it.each([
    ['40,50', '40,50'],
    ['40.50', '40.50'],
    ['40.', '40.'],
    [',5', ',5'],
    ['€ 40,50', '40,50'],
    ['12a3', '123'],
    ['-7', '-7'],
    ['\u221250', '-50'],
    ['1.234,56 €', '1.234,56'],
    ['1,234.56', '1,234.56'],
    ['', ''],
  ])('keeps %j as %j', (typed, kept) => {
    expect(cleanAmountInput(typed)).toBe(kept);
  });

  it('typed key by key, 1.234,56 stays 1.234,56 and reads as 123456 cents', () => {
    let shown = '';
    for (const key of '1.234,56') shown = cleanAmountInput(formatAmountInput(shown) + key);
    expect(shown).toBe('1.234,56');
    expect(parseEuroInput(shown)).toBe(123456);
    expect(normalizeAmountInput(shown)).toBe('1234,56');
  });

  it('keeps the minus sign of -50, so the form can refuse it', () => {
    let shown = '';
    for (const key of '-50') shown = cleanAmountInput(formatAmountInput(shown) + key);
    expect(shown).toBe('-50');
    expect(parseEuroInput(shown)).toBeNull();
    expect(normalizeAmountInput(shown)).toBe('-50');
  });

  it('reads back every amount the app shows, to the cent (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT_CENTS }), (cents) => {
        expect(parseEuroInput(cleanAmountInput(formatMoney(cents)))).toBe(cents);
        expect(parseEuroInput(normalizeAmountInput(cleanAmountInput(formatMoney(cents))))).toBe(cents);
        expect(parseEuroInput(cleanAmountInput(formatAmountInput(centsToInputString(cents))))).toBe(cents);
      }),
    );
  });
});

describe('formatCount', () => {
  it('groups thousands always and picks the noun by the count', () => {
    expect(formatCount(1000, 'contratto', 'contratti')).toBe('1.000 contratti');
    expect(formatCount(1, 'contratto', 'contratti')).toBe('1 contratto');
    expect(formatCount(0, 'contratto', 'contratti')).toBe('0 contratti');
  });

  it('writes the number as Intl writes it-IT grouped always, for any count (property)', () => {
    const intl = new Intl.NumberFormat('it-IT', { useGrouping: 'always' });
    fc.assert(
      fc.property(fc.oneof(fc.nat({ max: 99_999_999 }), fc.maxSafeInteger()), (count) => {
        expect(formatCount(count, 'riga', 'righe')).toBe(`${intl.format(count)} ${count === 1 ? 'riga' : 'righe'}`);
      }),
    );
  });
});

describe('formatMonthName', () => {
  it('names each month as Intl does in Italian (long) and as the picker does (short)', () => {
    const intl = new Intl.DateTimeFormat('it-IT', { month: 'long', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month++) {
      expect(formatMonthName(month, 'long')).toBe(intl.format(new Date(Date.UTC(2000, month - 1, 1))));
    }
    expect(formatMonthName(1)).toBe('gen');
    expect(formatMonthName(12)).toBe('dic');
  });
});

describe('formatPartlyPaid (docs/domain.md §12)', () => {
  it("reads 'pagato 300,00 di 500,00 €' only for a payable paid in part", () => {
    expect(formatPartlyPaid({ status: 'overdue', amount: 50000, paid_amount: 30000 })).toBe(
      'pagato 300,00 di 500,00\u00a0€',
    );
    expect(formatPartlyPaid({ status: 'due', amount: 50000, paid_amount: 0 })).toBeNull();
    expect(formatPartlyPaid({ status: 'paid', amount: 50000, paid_amount: 50000 })).toBeNull();
  });
});

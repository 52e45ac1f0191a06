import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  compareIso,
  countDaysInclusive,
  daysInMonth,
  firstDayOfMonth,
  formatMonthYearIt,
  firstDayOfNextMonth,
  formatDateIt,
  isCalendarDate,
  isIsoDate,
  isoToLocalDate,
  lastDayOfMonth,
  localDateToIso,
  MIN_DATE,
  overlapDays,
  periodsOverlap,
  todayInRome,
} from './dates';

const isoArbitrary = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('todayInRome', () => {
  it('uses the Europe/Rome calendar date, winter and summer time', () => {
    expect(todayInRome(new Date('2026-01-15T22:59:59Z'))).toBe('2026-01-15');
    expect(todayInRome(new Date('2026-01-15T23:00:00Z'))).toBe('2026-01-16');
    expect(todayInRome(new Date('2026-07-15T21:59:59Z'))).toBe('2026-07-15');
    expect(todayInRome(new Date('2026-07-15T22:00:00Z'))).toBe('2026-07-16');
  });

  it('answers the same for every instant of a UTC hour, once the hour was asked (DST changes included)', () => {
    const hourStart = fc
      .integer({ min: Date.UTC(1900, 0, 1) / 3_600_000, max: Date.UTC(2199, 11, 31) / 3_600_000 })
      .map((h) => h * 3_600_000);
    fc.assert(
      fc.property(hourStart, fc.integer({ min: 0, max: 3_599_999 }), (start, offset) => {
        const now = new Date(start + offset);
        todayInRome(new Date(start));
        expect(todayInRome(now)).toBe(format(now, 'yyyy-MM-dd', { in: tz('Europe/Rome') }));
      }),
    );
    expect(todayInRome(new Date('2025-03-30T00:59:59Z'))).toBe('2025-03-30');
    expect(todayInRome(new Date('2025-10-25T22:30:00Z'))).toBe('2025-10-26');
    expect(todayInRome(new Date('2025-10-25T21:59:59Z'))).toBe('2025-10-25');
  });

  it("is date-fns' Europe/Rome calendar date at any instant (the formatter is only faster)", () => {
    const instant = fc.date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2199-12-31T23:59:59Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instant, (now) => {
        expect(todayInRome(now)).toBe(format(now, 'yyyy-MM-dd', { in: tz('Europe/Rome') }));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses an invalid instant', () => {
    expect(() => todayInRome(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('formatDateIt', () => {
  it('shows dd/MM/yyyy', () => {
    expect(formatDateIt('2026-01-16')).toBe('16/01/2026');
    expect(formatDateIt('1900-01-01')).toBe('01/01/1900');
  });

  it('shows a timestamp as its Rome calendar date', () => {
    expect(formatDateIt('2026-01-15T23:30:00.000Z')).toBe('16/01/2026');
  });

  it('refuses what is not a date', () => {
    expect(() => formatDateIt('2026-02-30')).toThrow(RangeError);
    expect(() => formatDateIt('16/01/2026')).toThrow(RangeError);
  });
});

describe('isIsoDate', () => {
  it('accepts real calendar dates from 1900-01-01', () => {
    expect(isIsoDate('2026-01-16')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate(MIN_DATE)).toBe(true);
  });

  it.each([
    '1899-12-31',
    '2026-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '2026-1-5',
    '20260116',
    '',
    ' 2026-01-16',
  ])('rejects %j', (value) => {
    expect(isIsoDate(value)).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isIsoDate(null)).toBe(false);
    expect(isIsoDate(20260116)).toBe(false);
    expect(isCalendarDate('1899-12-31')).toBe(true);
  });
});

describe('calendar arithmetic', () => {
  it('knows month lengths', () => {
    expect(daysInMonth('2026-01-16')).toBe(31);
    expect(daysInMonth('2026-02-01')).toBe(28);
    expect(daysInMonth('2024-02-10')).toBe(29);
    expect(daysInMonth('1900-02-01')).toBe(28);
    expect(daysInMonth('2000-02-01')).toBe(29);
    expect(daysInMonth('2026-04-30')).toBe(30);
  });

  it("knows every month's length as Date's calendar does, in every four-digit year", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const lastDay = new Date(0);
        lastDay.setUTCFullYear(year, month, 0);
        const iso = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
        expect(daysInMonth(iso)).toBe(lastDay.getUTCDate());
        expect(isCalendarDate(`${iso.slice(0, 8)}${lastDay.getUTCDate()}`)).toBe(true);
        expect(isCalendarDate(`${iso.slice(0, 8)}${lastDay.getUTCDate() + 1}`)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('adds days across months, years and DST changes', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('compares, counts and finds month bounds', () => {
    expect(compareIso('2026-01-16', '2026-02-01')).toBeLessThan(0);
    expect(compareIso('2026-01-16', '2026-01-16')).toBe(0);
    expect(compareIso('2026-12-01', '2026-02-01')).toBeGreaterThan(0);
    expect(countDaysInclusive('2026-01-16', '2026-01-31')).toBe(16);
    expect(countDaysInclusive('2026-01-16', '2026-01-15')).toBe(0);
    expect(firstDayOfMonth('2026-01-16')).toBe('2026-01-01');
    expect(lastDayOfMonth('2024-02-03')).toBe('2024-02-29');
    expect(firstDayOfNextMonth('2026-12-16')).toBe('2027-01-01');
  });

  it('addDays and countDaysInclusive agree (property)', () => {
    fc.assert(
      fc.property(isoArbitrary, fc.integer({ min: 0, max: 5000 }), (start, n) => {
        const end = addDays(start, n);
        expect(countDaysInclusive(start, end)).toBe(n + 1);
        expect(addDays(end, -n)).toBe(start);
        expect(isCalendarDate(end)).toBe(true);
      }),
    );
  });
});

describe('overlapDays and periodsOverlap', () => {
  it('counts shared days, both ends included', () => {
    expect(overlapDays('2026-01-01', '2026-01-31', '2026-01-16', '2026-12-31')).toBe(16);
    expect(overlapDays('2026-01-01', '2026-01-31', '2025-06-01', null)).toBe(31);
    expect(overlapDays('2026-01-01', '2026-01-31', '2026-01-31', null)).toBe(1);
    expect(overlapDays('2026-01-01', '2026-01-31', '2026-02-01', null)).toBe(0);
    expect(overlapDays('2026-01-01', '2026-01-31', '2025-01-01', '2025-12-31')).toBe(0);
    expect(overlapDays('2026-01-01', null, '2025-01-01', null)).toBe(Number.POSITIVE_INFINITY);
  });

  it('says whether two periods share a day', () => {
    expect(periodsOverlap('2026-01-01', '2026-01-31', '2026-01-31', '2026-03-01')).toBe(true);
    expect(periodsOverlap('2026-01-01', '2026-01-31', '2026-02-01', '2026-03-01')).toBe(false);
    expect(periodsOverlap('2026-01-01', null, '2030-02-01', '2030-03-01')).toBe(true);
    expect(periodsOverlap('2026-01-01', null, '2020-02-01', '2025-12-31')).toBe(false);
  });

  it('is symmetric and bounded by both lengths (property)', () => {
    fc.assert(
      fc.property(isoArbitrary, fc.nat(400), isoArbitrary, fc.nat(400), (aStart, aLen, bStart, bLen) => {
        const aEnd = addDays(aStart, aLen);
        const bEnd = addDays(bStart, bLen);
        const days = overlapDays(aStart, aEnd, bStart, bEnd);
        expect(overlapDays(bStart, bEnd, aStart, aEnd)).toBe(days);
        expect(days).toBeLessThanOrEqual(Math.min(aLen, bLen) + 1);
        expect(periodsOverlap(aStart, aEnd, bStart, bEnd)).toBe(days > 0);
      }),
    );
  });
});

describe('pickers', () => {
  it('converts local-midnight dates both ways', () => {
    expect(localDateToIso(new Date(2026, 0, 16))).toBe('2026-01-16');
    expect(localDateToIso(isoToLocalDate('1900-01-01'))).toBe('1900-01-01');
    expect(localDateToIso(isoToLocalDate('2024-02-29'))).toBe('2024-02-29');
  });
});

describe('formatMonthYearIt (docs/domain.md §6: an advance is dated by its month)', () => {
  it('names the month in Italian, whatever the day', () => {
    expect(formatMonthYearIt('2026-11-01')).toBe('novembre 2026');
    expect(formatMonthYearIt('2026-01-16')).toBe('gennaio 2026');
    expect(formatMonthYearIt('2027-12-31')).toBe('dicembre 2027');
  });
  it('refuses what is not a calendar date', () => {
    expect(() => formatMonthYearIt('2026-02-30')).toThrow(RangeError);
  });

  it('writes what Intl writes for it-IT month and year, for every month (property)', () => {
    const intl = new Intl.DateTimeFormat('it-IT', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 9999 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const iso = `${year}-${String(month).padStart(2, '0')}-01`;
        expect(formatMonthYearIt(iso)).toBe(intl.format(new Date(Date.UTC(year, month - 1, 1))));
      }),
    );
  });
});

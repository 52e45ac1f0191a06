/**
 * The web app's one home for showing money and dates (SPEC §9: '1.234,56 €', dd/MM/yyyy) and for
 * reading a date typed in that format back. Components import from here, never from Intl or
 * from the core formatters directly (`npm run lint` enforces it).
 */
import { formatDateIt, formatMonthYearIt, isCalendarDate } from '@casaconti/core/dates';
import { formatEuro } from '@casaconti/core/money';

/** Integer cents → '1.234,56 €' (SPEC §9). Missing amounts show a dash. */
export function formatMoney(cents: number | null | undefined): string {
  return cents == null ? '—' : formatEuro(cents);
}

/** 'yyyy-MM-dd' (or a timestamp) → 'dd/MM/yyyy' (SPEC §9). Missing dates show `fallback`. */
export function formatDate(iso: string | null | undefined, fallback = '—'): string {
  return iso ? formatDateIt(iso) : fallback;
}

/** 'yyyy-MM-dd' → its month in Italian, 'novembre 2026' (a paid advance's credit, DOMAIN §6). */
export function formatMonthYear(iso: string): string {
  return formatMonthYearIt(iso);
}

/**
 * How a credit is dated (DOMAIN §6): a paid advance by the month it covers ('novembre 2026'),
 * any other credit by its day (dd/MM/yyyy).
 */
export function formatCreditDate(credit: { coveredMonth: string | null | undefined; date: string }): string {
  return credit.coveredMonth ? formatMonthYear(credit.coveredMonth) : formatDate(credit.date);
}

/**
 * A bill split's presence, as a tenant can check it (DOMAIN §5): '31 giorni × 2 occupanti'.
 * Used by the landlord's bill detail and by the statement pages.
 */
export function formatPresence(days: number, occupants: number): string {
  return `${days} ${days === 1 ? 'giorno' : 'giorni'} × ${occupants} ${occupants === 1 ? 'occupante' : 'occupanti'}`;
}

const timeFormat = new Intl.DateTimeFormat('it-IT', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** A moment → 'HH:mm:ss' in the browser's time zone. */
export function formatTime(at: Date): string {
  return timeFormat.format(at);
}

/**
 * Typed text → 'yyyy-MM-dd' when it is a real calendar date, else null. Accepts dd/MM/yyyy with
 * '/', '-' or '.' separators and one- or two-digit day and month (15/1/2026), eight digits
 * (15012026), and ISO (2026-01-15).
 */
export function parseTypedDate(text: string): string | null {
  const t = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(t)) return isCalendarDate(t) ? t : null;
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(t);
  if (!match) return null;
  const value = `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  return isCalendarDate(value) ? value : null;
}

/**
 * An amount as an amount input shows it (SPEC §9, Italian decimals): the form keeps the typed
 * text, this shows its decimal separator as a comma ('40.50' → '40,50'). Text only, no rounding.
 */
export function formatAmountInput(value: string | number | null | undefined): string {
  if (value == null) return '';
  return String(value).replace('.', ',');
}

/**
 * What an amount input keeps of typed or pasted text: digits and one decimal comma ('40.5' →
 * '40,5', '€ 40,50' → '40,50'). Pasted text with both separators reads the last one as the
 * decimal separator and drops the other as thousands ('1.234,56' → '1234,56', '1,234.56' →
 * '1234,56'); otherwise the first separator is the decimal one and later ones are dropped.
 * The result is what parseEuroInput (core) reads; the form's schema judges it.
 */
export function cleanAmountInput(text: string): string {
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  const thousands = lastDot >= 0 && lastComma >= 0 ? (lastDot > lastComma ? ',' : '.') : null;
  let result = '';
  let hasSeparator = false;
  for (const char of text) {
    if (char >= '0' && char <= '9') {
      result += char;
    } else if ((char === '.' || char === ',') && char !== thousands && !hasSeparator) {
      result += ',';
      hasSeparator = true;
    }
  }
  return result;
}

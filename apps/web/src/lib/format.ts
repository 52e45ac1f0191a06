/**
 * The web app's one home for showing money and dates (docs/product.md §9: '1.234,56 €', dd/MM/yyyy) and for
 * reading a date typed in that format back. Components import from here, never from Intl or
 * from the core formatters directly (`npm run lint` enforces it).
 */
import {
  formatDateIt,
  formatMonthYearIt,
  ITALIAN_MONTHS_LONG,
  ITALIAN_MONTHS_SHORT,
  isCalendarDate,
} from '@casaconti/core/dates';
import { madeOnFirstUse } from '@casaconti/core/first-use';
import { formatEuro, groupThousands, parseEuroAmount } from '@casaconti/core/money';

/** Integer cents → '1.234,56 €' (docs/product.md §9). Missing amounts show a dash. */
export function formatMoney(cents: number | null | undefined): string {
  return cents == null ? '—' : formatEuro(cents);
}

/** 'yyyy-MM-dd' (or a timestamp) → 'dd/MM/yyyy' (docs/product.md §9). Missing dates show `fallback`. */
export function formatDate(iso: string | null | undefined, fallback = '—'): string {
  return iso ? formatDateIt(iso) : fallback;
}

/** 'yyyy-MM-dd' → its month in Italian, 'novembre 2026' (a paid advance's credit, docs/domain.md §6). */
export function formatMonthYear(iso: string): string {
  return formatMonthYearIt(iso);
}

/**
 * How a credit is dated (docs/domain.md §6): a paid advance by the month it covers ('novembre 2026'),
 * any other credit by its day (dd/MM/yyyy).
 */
export function formatCreditDate(credit: { coveredMonth: string | null | undefined; date: string }): string {
  return credit.coveredMonth ? formatMonthYear(credit.coveredMonth) : formatDate(credit.date);
}

/**
 * A bill split's presence, as a tenant can check it (docs/domain.md §5): '31 giorni × 2 occupanti'.
 * Used by the landlord's bill detail and by the statement pages.
 */
export function formatPresence(days: number, occupants: number): string {
  return `${days} ${days === 1 ? 'giorno' : 'giorni'} × ${occupants} ${occupants === 1 ? 'occupante' : 'occupanti'}`;
}

const timeFormat = madeOnFirstUse(
  () => new Intl.DateTimeFormat('it-IT', { hour: '2-digit', minute: '2-digit', second: '2-digit' }),
);

/** A moment → 'HH:mm:ss' in the browser's time zone. */
export function formatTime(at: Date): string {
  return timeFormat().format(at);
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
 * An amount as an amount input shows it (docs/product.md §9, Italian decimals): the form keeps the text as
 * typed, shown as is (changing it while the person types would turn a thousands dot into a
 * decimal comma, decision 057); a number (a number input's value) is shown with a comma.
 */
export function formatAmountInput(value: string | number | null | undefined): string {
  if (value == null) return '';
  return typeof value === 'number' ? String(value).replace('.', ',') : value;
}

/**
 * What an amount input keeps of typed or pasted text: digits, '.', ',' and a minus sign (U+2212
 * becomes '-'); everything else goes ('€ 1.234,56' → '1.234,56', '12a3' → '123'). The separators
 * and the sign stay, so that core's parseEuroAmount reads thousands dots and the form refuses a
 * negative amount with its message instead of silently dropping the sign (decision 057).
 */
export function cleanAmountInput(text: string): string {
  return text.replace(/\u2212/g, '-').replace(/[^\d.,-]/g, '');
}

/**
 * The text an amount input shows once the person leaves it: a valid amount in Italian form with
 * the decimals as typed ('1.234,5' → '1234,5', '40.50' → '40,50'); anything else unchanged, for
 * the form's message.
 */
export function normalizeAmountInput(text: string): string {
  const result = parseEuroAmount(text);
  return result.ok ? result.text : text;
}

/**
 * A count with its noun, thousands always grouped ('1.000 contratti', '1 contratto'). Written by
 * hand like money: the lists' counts render with the first paint's hydration (decision 149).
 */
export function formatCount(count: number, one: string, many: string): string {
  const digits = Number.isSafeInteger(count)
    ? `${count < 0 ? '-' : ''}${groupThousands(String(Math.abs(count)))}`
    : String(count);
  return `${digits} ${count === 1 ? one : many}`;
}

/**
 * 'pagato 300,00 di 500,00 €' for a payable payments cover only in part (docs/domain.md §12), else null
 * (nothing paid yet, or paid in full).
 */
export function formatPartlyPaid(p: { status: string; amount: number; paid_amount: number }): string | null {
  if (p.status === 'paid' || p.paid_amount === 0 || p.paid_amount === p.amount) return null;
  return `pagato ${formatEuro(p.paid_amount).replace(/\s*€$/u, '')} di ${formatEuro(p.amount)}`;
}

/** A month of the year (1–12) in Italian: 'gen' (short, chart axes) or 'gennaio' (long, tables). */
export function formatMonthName(month: number, style: 'short' | 'long' = 'short'): string {
  return (style === 'short' ? ITALIAN_MONTHS_SHORT : ITALIAN_MONTHS_LONG)[month - 1] ?? String(month);
}

const percentFormat = madeOnFirstUse(
  () => new Intl.NumberFormat('it-IT', { style: 'percent', maximumFractionDigits: 1 }),
);

/** A ratio as an Italian percentage: 0.8604 → '86 %'; none shows a dash. */
export function formatPercent(ratio: number | null | undefined): string {
  return ratio == null ? '—' : percentFormat().format(ratio);
}

import { formatDateIt } from '@casaconti/core/dates';
import { formatEuro } from '@casaconti/core/money';

/** Integer cents → '1.234,56 €' (SPEC §9). Missing amounts show a dash. */
export function formatMoney(cents: number | null | undefined): string {
  return cents == null ? '—' : formatEuro(cents);
}

/** 'yyyy-MM-dd' (or a timestamp) → 'dd/MM/yyyy' (SPEC §9). Missing dates show `fallback`. */
export function formatDate(iso: string | null | undefined, fallback = '—'): string {
  return iso ? formatDateIt(iso) : fallback;
}

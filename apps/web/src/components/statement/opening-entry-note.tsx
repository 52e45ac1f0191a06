import { formatMonthYearIt } from '@casaconti/core/dates';
import { formatMoney } from '@/lib/format';

/** A contract's opening entry as the API sends it (docs/domain.md §17): on the contract and the statements. */
export type OpeningEntry = {
  kind: 'paid_through' | 'balance';
  label: string;
  entry_date: string;
  paid_through_month: string | null;
  balance: number | null;
  settled_amount: number;
};

/** What the entry says, in one sentence. */
export function openingEntrySentence(entry: OpeningEntry): string {
  const settled = formatMoney(entry.settled_amount);
  if (entry.kind === 'paid_through' && entry.paid_through_month) {
    return `In regola fino a ${formatMonthYearIt(`${entry.paid_through_month}-01`)}: le scadenze fino ad allora risultano saldate (${settled}).`;
  }
  const balance = entry.balance ?? 0;
  if (balance > 0) {
    return `A quella data restavano da pagare ${formatMoney(balance)}; il resto delle scadenze fino ad allora risulta saldato (${settled}).`;
  }
  if (balance < 0) {
    return `A quella data l'inquilino aveva un credito di ${formatMoney(-balance)}; le scadenze fino ad allora risultano saldate (${settled}).`;
  }
  return `A quella data il contratto era in regola: le scadenze fino ad allora risultano saldate (${settled}).`;
}

/**
 * 'Saldo iniziale al 23/11/2026' (docs/domain.md §17): where the contract stood when it was
 * entered. Not a payment: it has no receipt, and says so.
 */
export function OpeningEntryNote({ entry }: { entry: OpeningEntry }) {
  return (
    <section aria-label={entry.label} className="grid gap-1 rounded-lg border bg-muted/40 px-4 py-3 text-sm">
      <p className="font-semibold">{entry.label}</p>
      <p className="text-muted-foreground">{openingEntrySentence(entry)} Non è un pagamento: nessuna ricevuta.</p>
    </section>
  );
}

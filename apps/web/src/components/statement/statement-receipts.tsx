import { receiptLabel } from '@casaconti/core/receipts';
import { ListCard } from '@/components/list-card';
import { formatDate, formatMoney } from '@/lib/format';
import { OpeningEntryNote } from './opening-entry-note';
import type { Statement } from './statement-types';

/**
 * 'Pagamenti ricevuti' on a statement (docs/domain.md §12): each payment with its receipt, a 'Ricevuta'
 * link opening the PDF (`receiptHref`: the tenant's or the statement token's receipt route); a
 * payment of the history whose receipt was not made has none. Above them, the contract's opening
 * entry ('Saldo iniziale al …', docs/domain.md §17), which is not a payment.
 */
export function StatementReceipts({
  payments,
  openingEntry = null,
  receiptHref,
}: {
  payments: Statement['payments'];
  openingEntry?: Statement['opening_entry'];
  receiptHref: (paymentId: string) => string;
}) {
  if (payments.length === 0 && !openingEntry) return null;
  const note = openingEntry ? <OpeningEntryNote entry={openingEntry} /> : null;
  if (payments.length === 0) return note;
  return (
    <div className="grid gap-3">
      {note}
      <ListCard title="Pagamenti ricevuti" className="print:hidden">
        {payments.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
            <span className="grid">
              <span className="font-medium">{p.receipt_number ? receiptLabel(p.receipt_number) : 'Pagamento'}</span>
              <span className="text-sm text-muted-foreground">
                {formatDate(p.received_on)}
                {p.reversed && ' · Annullata'}
              </span>
            </span>
            <span className="flex items-center gap-3">
              <span className={p.reversed ? 'tabular-nums line-through' : 'tabular-nums'}>{formatMoney(p.amount)}</span>
              {p.receipt_number && (
                <a
                  href={receiptHref(p.id)}
                  target="_blank"
                  rel="noopener"
                  aria-label={`${receiptLabel(p.receipt_number)} (PDF)`}
                  className="text-sm font-medium text-primary underline underline-offset-4 hover:no-underline"
                >
                  Ricevuta
                </a>
              )}
            </span>
          </li>
        ))}
      </ListCard>
    </div>
  );
}

import { TriangleAlertIcon } from 'lucide-react';
import { formatMoney } from '@/lib/format';

/**
 * 'A carico del proprietario' (docs/domain.md §5): the total less the tenants' shares, with its reasons
 * ('stanze libere: 118 su 270 giorni-stanza', 'quota esclusa: 20,00 €'). The bill detail and the
 * add-expense form's preview show the same block.
 */
export function OwnerShare({ amount, reasons }: { amount: number; reasons: string[] }) {
  return (
    <div className="grid gap-1 rounded-lg border bg-muted/40 p-3 text-sm" data-testid="owner-share">
      <span className="flex items-baseline justify-between gap-3">
        <span className="font-medium">A carico del proprietario</span>
        <span className="font-semibold tabular-nums">{formatMoney(amount)}</span>
      </span>
      {reasons.length > 0 && (
        <ul className="grid gap-0.5 text-muted-foreground">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The split's warnings, each naming its contract ('Sara Neri copre solo 168 giorni su 365'). */
export function SplitWarnings({ warnings }: { warnings: string[] }) {
  if (warnings.length === 0) return null;
  return (
    <ul className="grid gap-1 text-sm" aria-label="Avvisi sulla ripartizione">
      {warnings.map((warning) => (
        <li key={warning} className="flex items-start gap-2">
          <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
          <span>{warning}</span>
        </li>
      ))}
    </ul>
  );
}

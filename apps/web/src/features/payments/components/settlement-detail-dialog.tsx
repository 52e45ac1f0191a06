import type * as React from 'react';
import { useId } from 'react';
import { categoryLabel, creditSourceLabel } from '@casaconti/core/labels';
import { Alert } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { formatCreditDate, formatDate, formatMoney } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useSettlementDetails } from '../api/get-settlement-details';
import { failureMessage, PAYMENT_FAILURES } from '../lib/messages';

type LineItem = { label: React.ReactNode; value: string; className?: string };

/** A titled list of amounts (the expenses or the credits a settlement took), or `empty`. */
function LineSection({ title, empty, lines }: { title: string; empty: string; lines: LineItem[] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-2">
      <h3 id={titleId} className="font-medium">
        {title}
      </h3>
      {lines.length === 0 ? (
        <p className="text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-1 border-l-2 pl-3">
          {lines.map((line, i) => (
            // The detail is immutable: its order is stable.
            // biome-ignore lint/suspicious/noArrayIndexKey: items have no id in the API answer
            <li key={i} className="flex flex-wrap items-baseline justify-between gap-x-4">
              <span>{line.label}</span>
              <span className={cn('ml-auto tabular-nums', line.className)}>{line.value}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * 'Dettaglio Calcolo Conguaglio' (docs/product.md §2, §3 Settlement detail): what a settlement took — total
 * settled expenses, period, included expenses, applied credits — and the final balance.
 */
export function SettlementDetailDialog({
  settlementId,
  open,
  onOpenChange,
}: {
  settlementId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const details = useSettlementDetails(settlementId);
  const data = details.data;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Dettaglio Calcolo Conguaglio</DialogTitle>
          <DialogDescription>Le spese e i crediti inclusi in questo conguaglio.</DialogDescription>
        </DialogHeader>
        {details.isError ? (
          <Alert variant="error">{failureMessage(details.error, PAYMENT_FAILURES.settlement)}</Alert>
        ) : !data ? (
          <Spinner className="py-6" label="Caricamento del conguaglio…" />
        ) : (
          <div className="grid gap-5 text-sm">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
              <dt className="text-muted-foreground">Totale spese conguagliate</dt>
              <dd className="text-right font-medium tabular-nums">{formatMoney(data.totalBillsAmount)}</dd>
              <dt className="text-muted-foreground">Periodo</dt>
              <dd className="text-right">
                {data.periodStartDate
                  ? `${formatDate(data.periodStartDate)} – ${formatDate(data.periodEndDate)}`
                  : 'Nessuna spesa inclusa'}
              </dd>
              <dt className="text-muted-foreground">Crediti applicati</dt>
              <dd className="text-right tabular-nums text-success">{formatMoney(-data.totalCreditsAmount)}</dd>
              <dt className="font-medium">Saldo finale</dt>
              <dd className="text-right font-semibold tabular-nums">{formatMoney(data.finalBalance)}</dd>
            </dl>
            <LineSection
              title="Spese incluse"
              empty="Nessuna spesa inclusa"
              lines={data.includedSplits.map((split) => ({
                label: (
                  <>
                    {categoryLabel(split.billCategory)}
                    {split.periodEndDate && (
                      <span className="text-muted-foreground"> · {formatDate(split.periodEndDate)}</span>
                    )}
                  </>
                ),
                value: formatMoney(split.amount),
              }))}
            />
            <LineSection
              title="Crediti applicati"
              empty="Nessun credito applicato"
              lines={data.appliedCredits.map((credit) => ({
                label: (
                  <>
                    {creditSourceLabel(credit.sourceType, credit.depositInterestYear)}
                    <span className="text-muted-foreground">
                      {' '}
                      · {formatCreditDate({ coveredMonth: credit.coveredMonth, date: credit.createdAt })}
                    </span>
                  </>
                ),
                value: formatMoney(-credit.amount),
                className: 'text-success',
              }))}
            />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

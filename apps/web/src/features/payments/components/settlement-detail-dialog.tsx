import type * as React from 'react';
import { useId } from 'react';
import { categoryLabel, creditSourceLabel } from '@casaconti/core/labels';
import { Alert } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { formatDate, formatMoney } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useSettlementDetails } from '../api/get-settlement-details';
import { failureMessage, PAYMENT_FAILURES } from '../lib/messages';

function Line({ label, value, className }: { label: React.ReactNode; value: string; className?: string }) {
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4">
      <span>{label}</span>
      <span className={cn('ml-auto tabular-nums', className)}>{value}</span>
    </li>
  );
}

/**
 * 'Dettaglio Calcolo Conguaglio' (SPEC §2, §3 Settlement detail): what a settlement took — total
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
  const splitsId = useId();
  const creditsId = useId();
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
            <section aria-labelledby={splitsId} className="grid gap-2">
              <h3 id={splitsId} className="font-medium">
                Spese incluse
              </h3>
              {data.includedSplits.length === 0 ? (
                <p className="text-muted-foreground">Nessuna spesa inclusa</p>
              ) : (
                <ul className="grid gap-1 border-l-2 pl-3">
                  {data.includedSplits.map((split, i) => (
                    <Line
                      // The detail is immutable: its order is stable.
                      // biome-ignore lint/suspicious/noArrayIndexKey: items have no id in the API answer
                      key={i}
                      label={
                        <>
                          {categoryLabel(split.billCategory)}
                          {split.periodEndDate && (
                            <span className="text-muted-foreground"> · {formatDate(split.periodEndDate)}</span>
                          )}
                        </>
                      }
                      value={formatMoney(split.amount)}
                    />
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby={creditsId} className="grid gap-2">
              <h3 id={creditsId} className="font-medium">
                Crediti applicati
              </h3>
              {data.appliedCredits.length === 0 ? (
                <p className="text-muted-foreground">Nessun credito applicato</p>
              ) : (
                <ul className="grid gap-1 border-l-2 pl-3">
                  {data.appliedCredits.map((credit, i) => (
                    <Line
                      // biome-ignore lint/suspicious/noArrayIndexKey: items have no id in the API answer
                      key={i}
                      label={
                        <>
                          {creditSourceLabel(credit.sourceType)}
                          <span className="text-muted-foreground"> · {formatDate(credit.createdAt)}</span>
                        </>
                      }
                      value={formatMoney(-credit.amount)}
                      className="text-success"
                    />
                  ))}
                </ul>
              )}
            </section>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

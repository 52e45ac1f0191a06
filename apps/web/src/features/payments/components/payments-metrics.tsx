import { ReceiptEuroIcon, ScaleIcon } from 'lucide-react';
import type * as React from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney } from '@/lib/format';
import { usePaymentsOverview } from '../api/get-payments-overview';
import { failureMessage, PAYMENT_FAILURES } from '../lib/messages';
import { LoadError } from '@/components/load-error';

function Metric({
  label,
  description,
  value,
  icon: Icon,
}: {
  label: string;
  description: string;
  value: React.ReactNode;
  icon: React.ComponentType<{ className?: string }>;
}) {
  return (
    <Card className="gap-1 px-4 py-4 sm:px-5">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
        <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      </div>
      <p className="truncate text-xl font-semibold tabular-nums sm:text-2xl">{value}</p>
      <p className="text-xs text-muted-foreground">{description}</p>
    </Card>
  );
}

/**
 * The two figures of the payments page (docs/domain.md §6): 'Conguagli da Saldare' = Σ over the contracts
 * of their net to be settled (the sum of the 'Conguagli' tab's rows), with 'spese X € · crediti
 * Y €' beneath it; 'Pagamenti in Attesa' = Σ due and overdue payables, settlement credits included.
 */
export function PaymentsMetrics() {
  const overview = usePaymentsOverview();

  if (overview.isError) {
    return (
      <LoadError title={failureMessage(overview.error, PAYMENT_FAILURES.overview)} onRetry={() => overview.refetch()} />
    );
  }

  const value = (cents: number | undefined) =>
    cents === undefined ? <Skeleton className="mt-1 h-7 w-28" /> : formatMoney(cents);
  return (
    <section aria-label="Riepilogo" aria-busy={overview.isPending} className="grid gap-3 sm:grid-cols-2 sm:gap-4">
      <Metric
        label="Conguagli da Saldare"
        description={
          overview.data
            ? `spese ${formatMoney(overview.data.pendingSplitsAmount)} · crediti ${formatMoney(overview.data.pendingCreditsAmount)}`
            : 'Spese a conguaglio non ancora conguagliate'
        }
        value={value(overview.data?.pendingSettlementsNetAmount)}
        icon={ScaleIcon}
      />
      <Metric
        label="Pagamenti in Attesa"
        description="Importi da pagare o in ritardo"
        value={value(overview.data?.pendingPaymentsAmount)}
        icon={ReceiptEuroIcon}
      />
    </section>
  );
}

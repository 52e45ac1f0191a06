import { CONTRACT_MESSAGES } from '@casaconti/core/messages';
import { paths } from '@casaconti/core/paths';
import { TENANT_CREDIT_LABEL } from '@casaconti/core/labels';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatMoney } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useTenantOverview } from '../api/get-tenant-overview';

function Tile({ title, value, note, className }: { title: string; value: string; note?: string; className?: string }) {
  return (
    <Card className="gap-2 py-5">
      <CardHeader className="px-5">
        <CardDescription>{title}</CardDescription>
        <CardTitle className={cn('text-2xl tabular-nums', className)}>{value}</CardTitle>
      </CardHeader>
      {note && <CardContent className="px-5 text-sm text-muted-foreground">{note}</CardContent>}
    </Card>
  );
}

/** Tenant overview (title 'Tenant Dashboard', docs/product.md §2): what they owe, overdue, next due, conguaglio. */
export function TenantOverview() {
  const overview = useTenantOverview();
  return (
    <div className="grid gap-6">
      <h2 className="text-xl font-semibold">Tenant Dashboard</h2>
      {overview.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
      ) : overview.isError ? (
        <Alert variant="error" title="Impossibile caricare il riepilogo.">
          {overview.error.message}
        </Alert>
      ) : overview.data.contracts_count === 0 ? (
        <Card className="py-10 text-center">
          <CardContent>{CONTRACT_MESSAGES.noActiveContracts}</CardContent>
        </Card>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {overview.data.total_due < 0 ? (
              // A negative amount owed is a credit to the tenant (docs/domain.md §6).
              <Tile
                title={TENANT_CREDIT_LABEL}
                value={formatMoney(-overview.data.total_due)}
                className="text-success"
              />
            ) : (
              <Tile title="Da pagare ora" value={formatMoney(overview.data.total_due)} />
            )}
            <Tile
              title="In ritardo"
              value={formatMoney(overview.data.overdue_amount)}
              className={overview.data.overdue_amount > 0 ? 'text-destructive' : undefined}
            />
            <Tile
              title="Prossima scadenza"
              value={overview.data.next_due ? formatMoney(overview.data.next_due.amount) : '—'}
              note={
                overview.data.next_due ? `il ${formatDate(overview.data.next_due.date)}` : 'Nessuna scadenza prevista'
              }
            />
            {overview.data.settlement_preview_total !== null && (
              <Tile
                title="Anteprima conguaglio"
                value={formatMoney(overview.data.settlement_preview_total)}
                className={overview.data.settlement_preview_total >= 0 ? 'text-success' : 'text-destructive'}
              />
            )}
          </div>
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <Link to={paths.tenant.payables()}>Vedi i pagamenti</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.tenant.contracts()}>I miei contratti</Link>
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

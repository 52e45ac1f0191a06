import { occupancyRatio } from '@casaconti/core/analytics';
import { DownloadIcon } from 'lucide-react';
import * as React from 'react';
import type { PropertyFilterProps } from '@/components/list/list-controls';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/error-message';
import { formatMoney, formatPercent } from '@/lib/format';
import { type Analytics, exportUrl, useAnalytics } from '../api/get-analytics';
import { useAnalyticsParams } from '../lib/analytics-params';
import { AccountantSummary } from './accountant-summary';
import { AccruedCollectedChart, ArrearsChart, ExpensesChart, OccupancyChart } from './analytics-charts';
import { PropertiesTable } from './properties-table';

export const ANALYTICS_LOAD_ERROR = 'Impossibile caricare le analisi.';

const SELECT_CLASS =
  'h-9 w-full rounded-md border border-input bg-card px-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:w-auto';

/**
 * The year picker and the property filter, which searches the landlord's properties on the server
 * (the Contratti screen's, given by the route; decision 125): the page never loads every property.
 */
function Filters({
  data,
  year,
  propertyId,
  onYear,
  onProperty,
  propertyFilter,
}: {
  data: Analytics | undefined;
  year: number | null;
  propertyId: string | null;
  onYear: (y: string) => void;
  onProperty: (id: string) => void;
  propertyFilter?: (props: PropertyFilterProps) => React.ReactNode;
}) {
  const yearId = React.useId();
  const shownYear = year ?? data?.year;
  const selectedName = data && data.propertyId === propertyId ? (data.propertyName ?? undefined) : undefined;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="grid gap-1.5 text-sm">
        <label htmlFor={yearId} className="text-muted-foreground">
          Anno
        </label>
        <select id={yearId} className={SELECT_CLASS} value={shownYear ?? ''} onChange={(e) => onYear(e.target.value)}>
          {(data?.years ?? (shownYear ? [shownYear] : [])).map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      {/* A fixed width beside the year (the filter takes its row's whole width otherwise). */}
      <div className="w-full sm:w-80">
        {propertyFilter?.({ value: propertyId ?? '', selectedName, onChange: onProperty })}
      </div>
    </div>
  );
}

function Tile({ label, value, description }: { label: string; value: React.ReactNode; description: string }) {
  return (
    <Card className="min-w-0 gap-1 px-4 py-4">
      <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
      <p className="truncate text-lg font-semibold tabular-nums sm:text-xl">{value}</p>
      <p className="text-xs text-muted-foreground">{description}</p>
    </Card>
  );
}

function Tiles({ data }: { data: Analytics }) {
  const t = data.tiles;
  return (
    <section aria-label="Riepilogo dell'anno" className="grid grid-cols-2 gap-3 md:grid-cols-3 2xl:grid-cols-6">
      <Tile label="Maturato" value={formatMoney(t.accruedCents)} description={`Addebitato nel ${data.year}`} />
      <Tile label="Incassato" value={formatMoney(t.collectedCents)} description={`Ricevuto nel ${data.year}`} />
      <Tile
        label="Morosità oggi"
        value={formatMoney(t.arrearsNowCents)}
        description="Scaduto prima di oggi e non pagato, al netto dei crediti"
      />
      <Tile
        label="Occupazione"
        value={formatPercent(occupancyRatio(t.roomDaysHeld, t.roomDays))}
        description={`${t.roomDaysHeld} di ${t.roomDays} giorni-stanza`}
      />
      <Tile
        label="Spese del proprietario"
        value={formatMoney(t.ownerExpensesCents)}
        description="Quota delle bollette a tuo carico"
      />
      <Tile label="Netto" value={formatMoney(t.netCents)} description="Incassato meno spese del proprietario" />
    </section>
  );
}

/** The downloads for the accountant: one XLSX (three sheets) or one CSV per table. */
function Exports({ data }: { data: Analytics }) {
  const links = [
    { label: 'Excel (XLSX)', href: exportUrl(data.year, data.propertyId, 'xlsx') },
    { label: 'CSV scadenze', href: exportUrl(data.year, data.propertyId, 'csv', 'payables') },
    { label: 'CSV pagamenti', href: exportUrl(data.year, data.propertyId, 'csv', 'payments') },
    { label: 'CSV spese', href: exportUrl(data.year, data.propertyId, 'csv', 'bills') },
  ];
  return (
    <section aria-label="Esporta" className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-muted-foreground">Esporta {data.year}:</span>
      {links.map((l) => (
        <Button key={l.label} asChild variant="outline" size="sm">
          <a href={l.href} download>
            <DownloadIcon aria-hidden="true" />
            {l.label}
          </a>
        </Button>
      ))}
    </section>
  );
}

/**
 * The landlord's analytics page (issue 24, docs/domain.md §16). `propertyFilter`: the route's
 * server-searched property picker (it belongs to the properties feature, decision 013).
 */
export function AnalyticsPage({
  propertyFilter,
}: {
  propertyFilter?: (props: PropertyFilterProps) => React.ReactNode;
}) {
  const url = useAnalyticsParams();
  const { year, property: propertyId } = url.params;
  const analytics = useAnalytics(year, propertyId);
  const data = analytics.data;

  return (
    <div className="grid min-w-0 gap-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <Filters
          data={data}
          year={year}
          propertyId={propertyId}
          onYear={url.setYear}
          onProperty={url.setProperty}
          propertyFilter={propertyFilter}
        />
        {data && <Exports data={data} />}
      </div>
      {analytics.isError ? (
        <LoadError title={errorMessage(analytics.error, ANALYTICS_LOAD_ERROR)} onRetry={() => analytics.refetch()} />
      ) : !data ? (
        <div aria-busy="true" className="grid gap-3 md:grid-cols-3 xl:grid-cols-6">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
            <Skeleton key={i} className="h-24" />
          ))}
        </div>
      ) : (
        <div className="grid min-w-0 gap-6" aria-busy={analytics.isFetching}>
          <Tiles data={data} />
          <div className="grid min-w-0 gap-6 lg:grid-cols-2">
            <AccruedCollectedChart data={data} />
            {/* No bar is open at first: its tenants are read when the landlord opens it (decision 119). */}
            <ArrearsChart
              data={data}
              selected={url.params.arrears}
              onSelect={url.setArrears}
              tenantsPaging={url.arrearsPaging}
            />
            <OccupancyChart data={data} />
            <ExpensesChart data={data} />
          </div>
          <PropertiesTable
            year={data.year}
            propertyId={data.propertyId}
            sort={url.params.propertiesSort}
            onSort={url.setPropertiesSort}
            paging={url.propertiesPaging}
          />
          <AccountantSummary year={data.year} propertyId={data.propertyId} paging={url.summaryPaging} />
        </div>
      )}
    </div>
  );
}

import { type ArrearsBucketKey, occupancyRatio } from '@casaconti/core/analytics';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon, DownloadIcon } from 'lucide-react';
import * as React from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/error-message';
import { formatMoney, formatPercent } from '@/lib/format';
import { cn } from '@/lib/utils';
import { type Analytics, exportUrl, useAnalytics } from '../api/get-analytics';
import { AccountantSummary } from './accountant-summary';
import { AccruedCollectedChart, ArrearsChart, ExpensesChart, OccupancyChart } from './analytics-charts';
import { PhoneDetails, WIDE_ONLY } from './phone-details';

export const ANALYTICS_LOAD_ERROR = 'Impossibile caricare le analisi.';

const SELECT_CLASS =
  'h-9 w-full rounded-md border border-input bg-card px-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:w-auto';

/** The year and the property live in the address (?year=2025&property=<id>): a filtered view can be shared and reloaded. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const yearText = params.get('year');
  const year = yearText && /^\d{4}$/.test(yearText) ? Number(yearText) : null;
  const propertyId = params.get('property') || null;
  const set = (key: 'year' | 'property', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  return { year, propertyId, setYear: (y: string) => set('year', y), setProperty: (id: string) => set('property', id) };
}

function Filters({
  data,
  year,
  propertyId,
  onYear,
  onProperty,
}: {
  data: Analytics | undefined;
  year: number | null;
  propertyId: string | null;
  onYear: (y: string) => void;
  onProperty: (id: string) => void;
}) {
  const yearId = React.useId();
  const propertyFieldId = React.useId();
  const shownYear = year ?? data?.year;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="grid gap-1 text-sm">
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
      <div className="grid gap-1 text-sm">
        <label htmlFor={propertyFieldId} className="text-muted-foreground">
          Immobile
        </label>
        <select
          id={propertyFieldId}
          className={SELECT_CLASS}
          value={propertyId ?? ''}
          onChange={(e) => onProperty(e.target.value)}
        >
          <option value="">Tutti gli immobili</option>
          {data?.properties.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
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
      <Tile label="Morosità oggi" value={formatMoney(t.arrearsNowCents)} description="Scaduto e non pagato" />
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

type SortKey = 'name' | 'accruedCents' | 'collectedCents' | 'ownerExpensesCents' | 'netCents' | 'occupancy';
const PROPERTY_COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'name', label: 'Immobile' },
  { key: 'accruedCents', label: 'Maturato' },
  { key: 'collectedCents', label: 'Incassato' },
  { key: 'ownerExpensesCents', label: 'Spese proprietario' },
  { key: 'netCents', label: 'Netto' },
  { key: 'occupancy', label: 'Occupazione' },
];

/** The per-property table, sortable by any column (a header button; aria-sort says how). */
function PropertiesTable({ data }: { data: Analytics }) {
  const [sort, setSort] = React.useState<{ key: SortKey; dir: 'asc' | 'desc' }>({ key: 'name', dir: 'asc' });
  const rows = data.perProperty.map((p) => ({ ...p, occupancy: occupancyRatio(p.roomDaysHeld, p.roomDays) ?? -1 }));
  rows.sort((a, b) => {
    const d =
      sort.key === 'name' ? a.name.localeCompare(b.name, 'it') : (a[sort.key] as number) - (b[sort.key] as number);
    return sort.dir === 'asc' ? d : -d;
  });
  const toggle = (key: SortKey) =>
    setSort((s) =>
      s.key === key ? { key, dir: s.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: key === 'name' ? 'asc' : 'desc' },
    );
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle asChild>
          <h2>Per immobile</h2>
        </CardTitle>
        <CardDescription>Le cifre dell'anno di ciascun immobile</CardDescription>
      </CardHeader>
      <CardContent>
        <Table>
          <TableHeader>
            <TableRow>
              {PROPERTY_COLUMNS.map((c, i) => {
                const active = sort.key === c.key;
                const Icon = !active ? ArrowUpDownIcon : sort.dir === 'asc' ? ArrowUpIcon : ArrowDownIcon;
                return (
                  <TableHead
                    key={c.key}
                    aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                    className={cn(i > 0 && 'text-right', i > 0 && c.key !== 'netCents' && WIDE_ONLY)}
                  >
                    <Button type="button" variant="ghost" size="sm" className="-mx-2" onClick={() => toggle(c.key)}>
                      {c.label}
                      <Icon aria-hidden="true" className="size-3.5" />
                    </Button>
                  </TableHead>
                );
              })}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((p) => (
              <TableRow key={p.propertyId}>
                <TableCell className="font-medium whitespace-normal break-words align-top sm:align-middle">
                  {p.name}
                  <PhoneDetails
                    items={[
                      ['Maturato', formatMoney(p.accruedCents)],
                      ['Incassato', formatMoney(p.collectedCents)],
                      ['Spese proprietario', formatMoney(p.ownerExpensesCents)],
                      ['Occupazione', formatPercent(occupancyRatio(p.roomDaysHeld, p.roomDays))],
                    ]}
                  />
                </TableCell>
                <TableCell className={cn('text-right tabular-nums', WIDE_ONLY)}>
                  {formatMoney(p.accruedCents)}
                </TableCell>
                <TableCell className={cn('text-right tabular-nums', WIDE_ONLY)}>
                  {formatMoney(p.collectedCents)}
                </TableCell>
                <TableCell className={cn('text-right tabular-nums', WIDE_ONLY)}>
                  {formatMoney(p.ownerExpensesCents)}
                </TableCell>
                <TableCell className="text-right tabular-nums align-top sm:align-middle">
                  {formatMoney(p.netCents)}
                </TableCell>
                <TableCell className={cn('text-right tabular-nums', WIDE_ONLY)}>
                  {formatPercent(occupancyRatio(p.roomDaysHeld, p.roomDays))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
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

/** The landlord's analytics page (issue 24, DOMAIN §16). */
export function AnalyticsPage() {
  const { year, propertyId, setYear, setProperty } = useFilters();
  const analytics = useAnalytics(year, propertyId);
  const data = analytics.data;
  /** No bar is open at first: its tenants are read when the landlord opens it (decision 119). */
  const [bucket, setBucket] = React.useState<ArrearsBucketKey | null>(null);

  return (
    <div className="grid min-w-0 gap-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <Filters data={data} year={year} propertyId={propertyId} onYear={setYear} onProperty={setProperty} />
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
            <ArrearsChart data={data} selected={bucket} onSelect={setBucket} />
            <OccupancyChart data={data} />
            <ExpensesChart data={data} />
          </div>
          <PropertiesTable data={data} />
          <AccountantSummary
            key={`${data.year}:${data.propertyId ?? ''}`}
            year={data.year}
            propertyId={data.propertyId}
          />
        </div>
      )}
    </div>
  );
}

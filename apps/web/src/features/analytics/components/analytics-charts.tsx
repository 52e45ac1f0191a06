import type { ArrearsBucketKey } from '@casaconti/core/analytics';
import { ARREARS_BUCKETS, occupancyRatio } from '@casaconti/core/analytics';
import { Bar, BarChart, CartesianGrid, Cell, XAxis, YAxis } from 'recharts';
import {
  type ChartConfig,
  ChartContainer,
  ChartLegend,
  ChartLegendContent,
  ChartTooltip,
  ChartTooltipContent,
} from '@/components/ui/chart';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { formatMoney, formatMonthName, formatPercent } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { Analytics } from '../api/get-analytics';
import { ArrearsTenants } from './arrears-tenants';
import type { Paging } from '../lib/analytics-params';
import { ChartCard, type DataTable } from './chart-card';

/** Euros on an axis, without cents: 1.250 € (the tooltip and the table show the cents). */
const axisEuros = (cents: number) => formatMoney(Math.round(cents / 100) * 100).replace(/,00(?=\s€)/, '');
const arrearsAxisLabel = (label: string) => ARREARS_BUCKETS.find((b) => b.label === label)?.axisLabel ?? label;

/** The value axes: money (cents, the axis in whole euros) or a share from 0 to 1 (a percentage). */
const VALUE_AXES = {
  money: { axis: { tickFormatter: axisEuros, width: 64 }, tooltip: (value: number) => formatMoney(value) },
  share: {
    axis: { tickFormatter: (v: number) => formatPercent(v), width: 48, domain: [0, 1] },
    tooltip: (value: number) => formatPercent(value),
  },
} as const;

/**
 * The analytics page's bar chart: its grid, the category axis (`x`: 'month', the year's months,
 * short on the axis and whole in the tooltip; or the rows' `label`, every one shown in small
 * type, `xTick` shortening it), the value axis (`y`), the tooltip, the legend of `config`'s series
 * when `legend`, and the bars (`children`).
 */
function AnalyticsBarChart({
  config,
  data,
  x,
  xTick,
  y,
  legend = false,
  children,
}: {
  config: ChartConfig;
  data: object[];
  x: 'month' | 'label';
  xTick?: (label: string) => string;
  y: keyof typeof VALUE_AXES;
  legend?: boolean;
  children: React.ReactNode;
}) {
  const value = VALUE_AXES[y];
  return (
    <ChartContainer config={config} className="aspect-auto h-60 sm:h-72">
      <BarChart data={data} accessibilityLayer={false} margin={{ left: 4, right: 4 }}>
        <CartesianGrid vertical={false} />
        {x === 'month' ? (
          <XAxis dataKey="month" tickFormatter={(m: number) => formatMonthName(m)} tickLine={false} axisLine={false} />
        ) : (
          <XAxis
            dataKey="label"
            tickFormatter={xTick}
            tickLine={false}
            axisLine={false}
            interval={0}
            tick={{ fontSize: 11 }}
          />
        )}
        <YAxis {...value.axis} tickLine={false} axisLine={false} />
        <ChartTooltip
          cursor={{ fill: 'var(--muted)' }}
          content={
            <ChartTooltipContent
              labelFormatter={x === 'month' ? (m) => formatMonthName(Number(m), 'long') : undefined}
              valueFormatter={value.tooltip}
            />
          }
        />
        {legend && <ChartLegend content={<ChartLegendContent keys={Object.keys(config)} />} />}
        {children}
      </BarChart>
    </ChartContainer>
  );
}

type Month = Analytics['months'][number];

/** A month chart's table: a row a month of the year, the month's name first, then its `cells`. */
function monthTable(data: Analytics, columns: string[], cells: (month: Month) => string[]): DataTable {
  return {
    columns: ['Mese', ...columns],
    rows: data.months.map((m) => ({ key: String(m.month), cells: [formatMonthName(m.month, 'long'), ...cells(m)] })),
  };
}

/** Every series the analytics charts draw: its name (legend, tooltip, table) and its colour. */
const SERIES = {
  accrued: { label: 'Maturato', color: 'var(--chart-1)' },
  collected: { label: 'Incassato', color: 'var(--chart-2)' },
  cents: { label: 'Morosità', color: 'var(--chart-3)' },
  occupancy: { label: 'Occupazione', color: 'var(--chart-4)' },
  tenants: { label: 'Quota inquilini', color: 'var(--chart-1)' },
  owner: { label: 'Quota proprietario', color: 'var(--chart-3)' },
} satisfies ChartConfig;

/** A chart's config: the series it draws (its bars' dataKey), in the legend's order. */
const seriesConfig = (...keys: (keyof typeof SERIES)[]): ChartConfig =>
  Object.fromEntries(keys.map((key) => [key, SERIES[key]]));

const moneyConfig = seriesConfig('accrued', 'collected');

export function AccruedCollectedChart({ data }: { data: Analytics }) {
  const rows = data.months.map((m) => ({ month: m.month, accrued: m.accruedCents, collected: m.collectedCents }));
  return (
    <ChartCard
      title="Maturato e incassato per mese"
      description="Scadenze del mese e pagamenti ricevuti nel mese"
      table={monthTable(data, ['Maturato', 'Incassato', 'Morosità a fine mese'], (m) => [
        formatMoney(m.accruedCents),
        formatMoney(m.collectedCents),
        formatMoney(m.arrearsCents),
      ])}
    >
      <AnalyticsBarChart config={moneyConfig} data={rows} x="month" y="money" legend>
        <Bar dataKey="accrued" fill="var(--color-accrued)" radius={3} />
        <Bar dataKey="collected" fill="var(--color-collected)" radius={3} />
      </AnalyticsBarChart>
    </ChartCard>
  );
}

const arrearsConfig = seriesConfig('cents');

/**
 * Arrears by age: a bar (or its button below) opens the tenants behind it (read then, a page at a
 * time, decision 119), each a link to the contract. The table view says how many tenants each bar has.
 */
export function ArrearsChart({
  data,
  selected,
  onSelect,
  tenantsPaging,
}: {
  data: Analytics;
  selected: ArrearsBucketKey | null;
  onSelect: (key: ArrearsBucketKey) => void;
  /** The open bar's tenants' page (decision 126). */
  tenantsPaging: Paging;
}) {
  const bucket = data.arrears.find((b) => b.key === selected) ?? null;
  return (
    <ChartCard
      title="Morosità per anzianità"
      description="Scaduto prima di oggi e non pagato, al netto dei crediti, per giorni di ritardo"
      table={{
        columns: ['Ritardo', 'Importo', 'Inquilini'],
        rows: data.arrears.map((b) => ({
          key: b.key,
          cells: [b.label, formatMoney(b.cents), String(b.tenantCount)],
        })),
      }}
      footer={
        <div className="grid gap-3">
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Fascia di ritardo</legend>
            {data.arrears.map((b) => (
              <Button
                key={b.key}
                type="button"
                size="sm"
                variant={b.key === selected ? 'default' : 'outline'}
                aria-pressed={b.key === selected}
                onClick={() => onSelect(b.key)}
              >
                {b.label} · {b.tenantCount}
              </Button>
            ))}
          </fieldset>
          {bucket && (
            <ArrearsTenants
              key={bucket.key}
              year={data.year}
              propertyId={data.propertyId}
              bucket={bucket.key}
              paging={tenantsPaging}
            />
          )}
        </div>
      }
    >
      {/* The axis says the days in short (the phone's width holds four ticks); the buttons and the table say them whole. */}
      <AnalyticsBarChart config={arrearsConfig} data={data.arrears} x="label" xTick={arrearsAxisLabel} y="money">
        <Bar
          dataKey="cents"
          fill="var(--color-cents)"
          radius={3}
          className="cursor-pointer"
          onClick={(_, index) => {
            const key = data.arrears[index]?.key;
            if (key) onSelect(key);
          }}
        >
          {data.arrears.map((b) => (
            <Cell
              key={b.key}
              className={cn(selected && b.key !== selected && 'opacity-50')}
              fill="var(--color-cents)"
            />
          ))}
        </Bar>
      </AnalyticsBarChart>
    </ChartCard>
  );
}

const occupancyConfig = seriesConfig('occupancy');

export function OccupancyChart({ data }: { data: Analytics }) {
  const rows = data.months.map((m) => ({ month: m.month, occupancy: occupancyRatio(m.roomDaysHeld, m.roomDays) }));
  return (
    <ChartCard
      title="Occupazione per mese"
      description="Giorni-stanza occupati sui giorni-stanza disponibili, fino a oggi"
      table={monthTable(data, ['Occupazione', 'Giorni-stanza occupati', 'Giorni-stanza'], (m) => [
        formatPercent(occupancyRatio(m.roomDaysHeld, m.roomDays)),
        String(m.roomDaysHeld),
        String(m.roomDays),
      ])}
    >
      <AnalyticsBarChart config={occupancyConfig} data={rows} x="month" y="share">
        <Bar dataKey="occupancy" fill="var(--color-occupancy)" radius={3} />
      </AnalyticsBarChart>
    </ChartCard>
  );
}

const expensesConfig = seriesConfig('tenants', 'owner');

export function ExpensesChart({ data }: { data: Analytics }) {
  const rows = data.expenses.map((e) => ({ label: e.label, tenants: e.tenantsShareCents, owner: e.ownerShareCents }));
  return (
    <ChartCard
      title="Spese per categoria"
      description="Bollette dell'anno: quota degli inquilini e quota a carico del proprietario"
      table={{
        columns: ['Categoria', 'Totale', 'Quota inquilini', 'Quota proprietario'],
        rows: data.expenses.map((e) => ({
          key: e.category,
          cells: [e.label, formatMoney(e.totalCents), formatMoney(e.tenantsShareCents), formatMoney(e.ownerShareCents)],
        })),
      }}
    >
      {rows.length === 0 ? (
        <p className="py-10 text-center text-sm text-muted-foreground">Nessuna spesa registrata in quest'anno.</p>
      ) : (
        <AnalyticsBarChart config={expensesConfig} data={rows} x="label" y="money" legend>
          <Bar dataKey="tenants" stackId="a" fill="var(--color-tenants)" />
          <Bar dataKey="owner" stackId="a" fill="var(--color-owner)" radius={[3, 3, 0, 0]} />
        </AnalyticsBarChart>
      )}
    </ChartCard>
  );
}

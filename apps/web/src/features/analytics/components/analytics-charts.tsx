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
import { Button } from '@/components/ui/button';
import { formatMoney, formatMonthName, formatPercent } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { Analytics } from '../api/get-analytics';
import { ArrearsTenants } from './arrears-tenants';
import type { Paging } from '../lib/analytics-params';
import { ChartCard } from './chart-card';

/** Euros on an axis, without cents: 1.250 € (the tooltip and the table show the cents). */
const axisEuros = (cents: number) => formatMoney(Math.round(cents / 100) * 100).replace(/,00(?=\s€)/, '');
const CHART_CLASS = 'aspect-auto h-60 sm:h-72';
const arrearsAxisLabel = (label: string) => ARREARS_BUCKETS.find((b) => b.label === label)?.axisLabel ?? label;
const tooltipMoney = (value: number) => formatMoney(value);

const moneyConfig = {
  accrued: { label: 'Maturato', color: 'var(--chart-1)' },
  collected: { label: 'Incassato', color: 'var(--chart-2)' },
} satisfies ChartConfig;

export function AccruedCollectedChart({ data }: { data: Analytics }) {
  const rows = data.months.map((m) => ({ month: m.month, accrued: m.accruedCents, collected: m.collectedCents }));
  return (
    <ChartCard
      title="Maturato e incassato per mese"
      description="Scadenze del mese e pagamenti ricevuti nel mese"
      table={{
        columns: ['Mese', 'Maturato', 'Incassato', 'Morosità a fine mese'],
        rows: data.months.map((m) => ({
          key: String(m.month),
          cells: [
            formatMonthName(m.month, 'long'),
            formatMoney(m.accruedCents),
            formatMoney(m.collectedCents),
            formatMoney(m.arrearsCents),
          ],
        })),
      }}
    >
      <ChartContainer config={moneyConfig} className={CHART_CLASS}>
        <BarChart data={rows} accessibilityLayer={false} margin={{ left: 4, right: 4 }}>
          <CartesianGrid vertical={false} />
          <XAxis dataKey="month" tickFormatter={(m: number) => formatMonthName(m)} tickLine={false} axisLine={false} />
          <YAxis tickFormatter={axisEuros} width={64} tickLine={false} axisLine={false} />
          <ChartTooltip
            cursor={{ fill: 'var(--muted)' }}
            content={
              <ChartTooltipContent
                labelFormatter={(m) => formatMonthName(Number(m), 'long')}
                valueFormatter={tooltipMoney}
              />
            }
          />
          <ChartLegend content={<ChartLegendContent keys={['accrued', 'collected']} />} />
          <Bar dataKey="accrued" fill="var(--color-accrued)" radius={3} />
          <Bar dataKey="collected" fill="var(--color-collected)" radius={3} />
        </BarChart>
      </ChartContainer>
    </ChartCard>
  );
}

const arrearsConfig = { cents: { label: 'Morosità', color: 'var(--chart-3)' } } satisfies ChartConfig;

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
      description="Importi scaduti oggi non pagati, per giorni di ritardo"
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
      <ChartContainer config={arrearsConfig} className={CHART_CLASS}>
        <BarChart data={data.arrears} accessibilityLayer={false} margin={{ left: 4, right: 4 }}>
          <CartesianGrid vertical={false} />
          {/* The axis says the days in short (the phone's width holds four ticks); the buttons and the table say them whole. */}
          <XAxis
            dataKey="label"
            tickFormatter={arrearsAxisLabel}
            tickLine={false}
            axisLine={false}
            interval={0}
            tick={{ fontSize: 11 }}
          />
          <YAxis tickFormatter={axisEuros} width={64} tickLine={false} axisLine={false} />
          <ChartTooltip
            cursor={{ fill: 'var(--muted)' }}
            content={<ChartTooltipContent valueFormatter={tooltipMoney} />}
          />
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
        </BarChart>
      </ChartContainer>
    </ChartCard>
  );
}

const occupancyConfig = { occupancy: { label: 'Occupazione', color: 'var(--chart-4)' } } satisfies ChartConfig;

export function OccupancyChart({ data }: { data: Analytics }) {
  const rows = data.months.map((m) => ({ month: m.month, occupancy: occupancyRatio(m.roomDaysHeld, m.roomDays) }));
  return (
    <ChartCard
      title="Occupazione per mese"
      description="Giorni-stanza occupati sui giorni-stanza disponibili, fino a oggi"
      table={{
        columns: ['Mese', 'Occupazione', 'Giorni-stanza occupati', 'Giorni-stanza'],
        rows: data.months.map((m) => ({
          key: String(m.month),
          cells: [
            formatMonthName(m.month, 'long'),
            formatPercent(occupancyRatio(m.roomDaysHeld, m.roomDays)),
            String(m.roomDaysHeld),
            String(m.roomDays),
          ],
        })),
      }}
    >
      <ChartContainer config={occupancyConfig} className={CHART_CLASS}>
        <BarChart data={rows} accessibilityLayer={false} margin={{ left: 4, right: 4 }}>
          <CartesianGrid vertical={false} />
          <XAxis dataKey="month" tickFormatter={(m: number) => formatMonthName(m)} tickLine={false} axisLine={false} />
          <YAxis
            domain={[0, 1]}
            tickFormatter={(v: number) => formatPercent(v)}
            width={48}
            tickLine={false}
            axisLine={false}
          />
          <ChartTooltip
            cursor={{ fill: 'var(--muted)' }}
            content={
              <ChartTooltipContent
                labelFormatter={(m) => formatMonthName(Number(m), 'long')}
                valueFormatter={(v) => formatPercent(v)}
              />
            }
          />
          <Bar dataKey="occupancy" fill="var(--color-occupancy)" radius={3} />
        </BarChart>
      </ChartContainer>
    </ChartCard>
  );
}

const expensesConfig = {
  tenants: { label: 'Quota inquilini', color: 'var(--chart-1)' },
  owner: { label: 'Quota proprietario', color: 'var(--chart-3)' },
} satisfies ChartConfig;

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
        <ChartContainer config={expensesConfig} className={CHART_CLASS}>
          <BarChart data={rows} accessibilityLayer={false} margin={{ left: 4, right: 4 }}>
            <CartesianGrid vertical={false} />
            <XAxis dataKey="label" tickLine={false} axisLine={false} interval={0} tick={{ fontSize: 11 }} />
            <YAxis tickFormatter={axisEuros} width={64} tickLine={false} axisLine={false} />
            <ChartTooltip
              cursor={{ fill: 'var(--muted)' }}
              content={<ChartTooltipContent valueFormatter={tooltipMoney} />}
            />
            <ChartLegend content={<ChartLegendContent keys={['tenants', 'owner']} />} />
            <Bar dataKey="tenants" stackId="a" fill="var(--color-tenants)" />
            <Bar dataKey="owner" stackId="a" fill="var(--color-owner)" radius={[3, 3, 0, 0]} />
          </BarChart>
        </ChartContainer>
      )}
    </ChartCard>
  );
}

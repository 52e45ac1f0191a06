/**
 * shadcn's chart pattern over Recharts: a config names each series (label, colour), the container
 * sets the colours as CSS variables (--color-<key>) and sizes the chart, and the tooltip/legend
 * read their labels from the config. Amounts and months come formatted by the caller.
 */
import * as React from 'react';
import * as RechartsPrimitive from 'recharts';
import { cn } from '@/lib/utils';

export type ChartConfig = Record<string, { label: string; color: string }>;

const ChartContext = React.createContext<ChartConfig | null>(null);

function useChart(): ChartConfig {
  const config = React.useContext(ChartContext);
  if (!config) throw new Error('useChart must be used within a <ChartContainer />');
  return config;
}

export function ChartContainer({
  config,
  className,
  children,
  ...props
}: React.ComponentProps<'div'> & {
  config: ChartConfig;
  children: React.ComponentProps<typeof RechartsPrimitive.ResponsiveContainer>['children'];
}) {
  const style = Object.fromEntries(Object.entries(config).map(([key, v]) => [`--color-${key}`, v.color]));
  return (
    <ChartContext.Provider value={config}>
      <div
        data-slot="chart"
        className={cn(
          'aspect-video w-full text-xs [&_.recharts-cartesian-axis-tick_text]:fill-muted-foreground [&_.recharts-cartesian-grid_line]:stroke-border/60 [&_.recharts-surface]:outline-hidden',
          className,
        )}
        style={style as React.CSSProperties}
        {...props}
      >
        <RechartsPrimitive.ResponsiveContainer>{children}</RechartsPrimitive.ResponsiveContainer>
      </div>
    </ChartContext.Provider>
  );
}

export const ChartTooltip = RechartsPrimitive.Tooltip;
export const ChartLegend = RechartsPrimitive.Legend;

type TooltipItem = { dataKey?: unknown; value?: unknown; color?: string };

/** The tooltip's box: the label, then one line per series with its colour, name and formatted value. */
export function ChartTooltipContent({
  active,
  payload,
  label,
  labelFormatter,
  valueFormatter,
}: {
  active?: boolean;
  payload?: readonly TooltipItem[];
  label?: unknown;
  labelFormatter?: (label: unknown) => string;
  valueFormatter: (value: number) => string;
}) {
  const config = useChart();
  if (!active || !payload?.length) return null;
  return (
    <div className="grid min-w-32 gap-1.5 rounded-lg border bg-background px-2.5 py-1.5 text-xs shadow-xl">
      <div className="font-medium">{labelFormatter ? labelFormatter(label) : String(label ?? '')}</div>
      {payload.map((item) => {
        const key = String(item.dataKey ?? '');
        return (
          <div key={key} className="flex items-center gap-2">
            <span className="size-2.5 shrink-0 rounded-[2px]" style={{ background: `var(--color-${key})` }} />
            <span className="text-muted-foreground">{config[key]?.label ?? key}</span>
            <span className="ml-auto font-mono font-medium tabular-nums">
              {valueFormatter(Number(item.value ?? 0))}
            </span>
          </div>
        );
      })}
    </div>
  );
}

/** The legend: one swatch and label per series of the config. */
export function ChartLegendContent({ keys }: { keys: string[] }) {
  const config = useChart();
  return (
    <ul className="flex flex-wrap items-center justify-center gap-4 pt-3">
      {keys.map((key) => (
        <li key={key} className="flex items-center gap-1.5">
          <span className="size-2.5 shrink-0 rounded-[2px]" style={{ background: `var(--color-${key})` }} />
          {config[key]?.label ?? key}
        </li>
      ))}
    </ul>
  );
}

import { occupancyRatio } from '@casaconti/core/analytics';
import type { AnalyticsPropertySort } from '@casaconti/core/schemas/analytics';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatMoney, formatPercent } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useAnalyticsProperties } from '../api/get-analytics';
import type { Paging } from '../lib/analytics-params';
import { PagedTableCard } from './paged-read';
import { PhoneDetails, WIDE_ONLY, WideFigureCell } from './phone-details';

export const PROPERTIES_TABLE_LOAD_ERROR = 'Impossibile caricare le cifre per immobile.';

type Column = 'name' | 'accrued' | 'collected' | 'owner_expenses' | 'net' | 'occupancy';
const COLUMNS: { key: Column; label: string }[] = [
  { key: 'name', label: 'Immobile' },
  { key: 'accrued', label: 'Maturato' },
  { key: 'collected', label: 'Incassato' },
  { key: 'owner_expenses', label: 'Spese proprietario' },
  { key: 'net', label: 'Netto' },
  { key: 'occupancy', label: 'Occupazione' },
];

function splitSort(sort: AnalyticsPropertySort): { column: Column; dir: 'asc' | 'desc' } {
  const at = sort.lastIndexOf('_');
  return { column: sort.slice(0, at) as Column, dir: sort.slice(at + 1) as 'asc' | 'desc' };
}

/** A header's button: the same column turns round; another starts A-Z for the name, largest first for a figure. */
function nextSort(current: AnalyticsPropertySort, column: Column): AnalyticsPropertySort {
  const { column: now, dir } = splitSort(current);
  const next = now === column ? (dir === 'asc' ? 'desc' : 'asc') : column === 'name' ? 'asc' : 'desc';
  return `${column}_${next}` as AnalyticsPropertySort;
}

/**
 * The per-property table (decision 125): a page of the year's figures per property, read from the
 * server in the chosen order (a header button; aria-sort says how), the page, size and order in
 * the address.
 */
export function PropertiesTable({
  year,
  propertyId,
  sort,
  onSort,
  paging,
}: {
  year: number;
  propertyId: string | null;
  sort: AnalyticsPropertySort;
  onSort: (sort: AnalyticsPropertySort) => void;
  paging: Paging;
}) {
  const query = useAnalyticsProperties(year, propertyId, paging.page, paging.pageSize, sort);
  const active = splitSort(sort);
  return (
    <PagedTableCard
      title="Per immobile"
      description="Le cifre dell'anno di ciascun immobile"
      query={query}
      loadError={PROPERTIES_TABLE_LOAD_ERROR}
      placeholderClassName="h-24"
      noun={{ one: 'immobile', many: 'immobili' }}
      paging={paging}
    >
      {(data) => (
        <Table>
          <TableHeader>
            <TableRow>
              {COLUMNS.map((c, i) => {
                const on = active.column === c.key;
                const Icon = !on ? ArrowUpDownIcon : active.dir === 'asc' ? ArrowUpIcon : ArrowDownIcon;
                return (
                  <TableHead
                    key={c.key}
                    aria-sort={on ? (active.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                    className={cn(i > 0 && 'text-right', i > 0 && c.key !== 'net' && WIDE_ONLY)}
                  >
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      className="-mx-2"
                      onClick={() => onSort(nextSort(sort, c.key))}
                    >
                      {c.label}
                      <Icon aria-hidden="true" className="size-3.5" />
                    </Button>
                  </TableHead>
                );
              })}
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.items.map((p) => (
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
                <WideFigureCell>{formatMoney(p.accruedCents)}</WideFigureCell>
                <WideFigureCell>{formatMoney(p.collectedCents)}</WideFigureCell>
                <WideFigureCell>{formatMoney(p.ownerExpensesCents)}</WideFigureCell>
                <TableCell className="text-right tabular-nums align-top sm:align-middle">
                  {formatMoney(p.netCents)}
                </TableCell>
                <WideFigureCell>{formatPercent(occupancyRatio(p.roomDaysHeld, p.roomDays))}</WideFigureCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </PagedTableCard>
  );
}

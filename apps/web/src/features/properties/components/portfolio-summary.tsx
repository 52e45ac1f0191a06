import { BuildingIcon, DoorOpenIcon, EuroIcon, UsersIcon } from 'lucide-react';
import type * as React from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney } from '@/lib/format';
import type { PropertiesPage } from '../api/get-properties-page';

type Tile = { label: string; value: string; icon: React.ComponentType<{ className?: string }> };

function SummaryTile({ label, value, icon: Icon }: Tile) {
  return (
    <Card className="gap-0 px-4 py-4 sm:px-5">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      </div>
      <p className="mt-2 truncate text-xl font-semibold tabular-nums sm:text-2xl">{value}</p>
    </Card>
  );
}

/** The four portfolio figures: properties, total units, occupied units, monthly revenue. */
export function PortfolioSummary({ summary }: { summary: PropertiesPage['summary'] }) {
  const tiles: Tile[] = [
    { label: 'Proprietà', value: String(summary.properties), icon: BuildingIcon },
    { label: 'Unità totali', value: String(summary.total_units), icon: DoorOpenIcon },
    { label: 'Unità occupate', value: String(summary.occupied_units), icon: UsersIcon },
    { label: 'Entrate mensili', value: formatMoney(summary.monthly_revenue), icon: EuroIcon },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {tiles.map((tile) => (
        <SummaryTile key={tile.label} {...tile} />
      ))}
    </div>
  );
}

export function PortfolioSummarySkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4" aria-hidden="true">
      {['properties', 'units', 'occupied', 'revenue'].map((key) => (
        <Card key={key} className="gap-3 px-4 py-4 sm:px-5">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-7 w-16" />
        </Card>
      ))}
    </div>
  );
}

import { paths } from '@casaconti/core/paths';
import { MapPinIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney } from '@/lib/format';
import type { PortfolioItem } from '../api/get-properties-page';
import { occupancyPercent } from '../lib/occupancy';

export const propertyCardClassName =
  'flex h-full min-h-52 flex-col rounded-xl outline-none transition-shadow focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** One property of the portfolio; the whole card is a link to its detail page. */
export function PropertyCard({ property }: { property: PortfolioItem }) {
  const percent = occupancyPercent(property.occupied_units, property.total_units);
  return (
    <Link to={paths.landlord.property(property.id)} className={propertyCardClassName}>
      <Card className="h-full gap-4 px-5 py-5 transition-colors hover:border-primary/40 hover:shadow-md">
        <div className="min-w-0">
          <h3 className="truncate text-base font-semibold">{property.name}</h3>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
            <MapPinIcon aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate">{property.street_address}</span>
          </p>
        </div>
        <div className="flex items-baseline justify-between gap-2 border-t pt-4">
          <span className="text-sm text-muted-foreground">Entrate mensili</span>
          <span className="font-semibold tabular-nums">{formatMoney(property.monthly_revenue)}</span>
        </div>
        <div className="mt-auto grid grid-cols-1 gap-2">
          <div className="flex items-baseline justify-between gap-2 text-sm">
            <span className="text-muted-foreground">Occupazione</span>
            <span className="tabular-nums">
              <span className="font-medium">
                {property.occupied_units}/{property.total_units}
              </span>{' '}
              unità · {percent}%
            </span>
          </div>
          <Progress
            value={percent}
            aria-label={`Occupazione di ${property.name}`}
            // At 0 % no sliver of the bar may show through subpixel rounding.
            indicatorClassName={percent === 0 ? 'invisible' : undefined}
          />
        </div>
      </Card>
    </Link>
  );
}

export function PropertyCardSkeleton() {
  return (
    <Card className="min-h-52 gap-4 px-5 py-5" aria-hidden="true">
      <div className="grid grid-cols-1 gap-2">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
      <Skeleton className="h-4 w-full" />
      <div className="mt-auto grid grid-cols-1 gap-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-2 w-full" />
      </div>
    </Card>
  );
}

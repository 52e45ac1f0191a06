import { PROPERTY_MESSAGES } from '@casaconti/core/messages';
import { paths } from '@casaconti/core/paths';
import { propertyListQuerySchema } from '@casaconti/core/schemas/list';
import { Building2Icon, ChevronRightIcon, MapPinIcon, PlusIcon } from 'lucide-react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { ListParamsPagination, ListSearch } from '@/components/list/list-controls';
import { ListNoMatch } from '@/components/list/list-states';
import { LoadError } from '@/components/load-error';
import { PropertyStatusBadge } from '@/components/property-status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useListParams } from '@/lib/list-params';
import { SELECT_PROPERTY_SKELETON_COUNT } from '@/lib/ui-constants';
import { usePropertiesPage } from '../api/get-properties-page';

const SKELETON_KEYS = Array.from({ length: SELECT_PROPERTY_SKELETON_COUNT }, (_, i) => `skeleton-${i}`);

/**
 * Select property (docs/product.md §2): a card per property; a click starts the wizard for it. A page of the
 * properties list at a time, searched on the server, the state in the URL (decision 147).
 */
export function SelectPropertyList() {
  const { query, update } = useListParams(propertyListQuerySchema);
  const properties = usePropertiesPage(query);
  const onSearch = useCallback((q: string) => update({ q }, { replace: true }), [update]);
  const hasProperties = (properties.data?.summary.properties ?? 0) > 0;

  return (
    <div className="grid gap-6">
      <p className="text-muted-foreground">Scegli una proprietà per creare un nuovo contratto</p>
      {hasProperties && (
        <search aria-label="Cerca le proprietà">
          <ListSearch
            value={query.q ?? ''}
            onSearch={onSearch}
            label={PROPERTY_MESSAGES.portfolioSearchLabel}
            placeholder={PROPERTY_MESSAGES.portfolioSearchPlaceholder}
          />
        </search>
      )}
      {properties.isPending ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Caricamento proprietà">
          {SKELETON_KEYS.map((key) => (
            <li key={key} data-testid="property-skeleton">
              <Skeleton className="h-28 rounded-xl" />
            </li>
          ))}
        </ul>
      ) : properties.isError ? (
        <LoadError title={PROPERTY_MESSAGES.portfolioLoadErrorTitle} onRetry={() => void properties.refetch()}>
          {PROPERTY_MESSAGES.portfolioLoadError}
        </LoadError>
      ) : !hasProperties ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
            <Building2Icon className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="text-muted-foreground">Nessuna proprietà disponibile</p>
            <Button asChild>
              <Link to={paths.landlord.newProperty()}>
                <PlusIcon aria-hidden="true" /> Aggiungi Proprietà
              </Link>
            </Button>
          </CardContent>
        </Card>
      ) : properties.data.total === 0 ? (
        <ListNoMatch message={PROPERTY_MESSAGES.portfolioNoMatch} />
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={properties.isPlaceholderData}>
            {properties.data.items.map((property) => (
              <li key={property.id}>
                <Link
                  to={paths.landlord.newContract({ property_id: property.id })}
                  className="group block h-full rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <Card className="h-full gap-3 py-5 transition-colors group-hover:border-primary/40 group-hover:bg-accent/30">
                    <CardContent className="grid gap-2 px-5">
                      <div className="flex min-w-0 items-start justify-between gap-3">
                        <h2 className="min-w-0 break-words font-semibold">{property.name}</h2>
                        <PropertyStatusBadge status={property.status} />
                      </div>
                      <p className="flex min-w-0 items-start gap-1.5 text-sm text-muted-foreground">
                        <MapPinIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                        <span className="min-w-0 break-words">{property.street_address}</span>
                      </p>
                      <span className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-primary">
                        Crea contratto <ChevronRightIcon className="size-4" aria-hidden="true" />
                      </span>
                    </CardContent>
                  </Card>
                </Link>
              </li>
            ))}
          </ul>
          <ListParamsPagination
            total={properties.data.total}
            query={query}
            update={update}
            noun={{ one: 'proprietà', many: 'proprietà' }}
          />
        </>
      )}
    </div>
  );
}

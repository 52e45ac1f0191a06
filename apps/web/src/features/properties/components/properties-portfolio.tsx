import { PROPERTY_MESSAGES } from '@casaconti/core/messages';
import { PROPERTY_LIST_SORTS, PROPERTY_OCCUPANCY_FILTERS, propertyListQuerySchema } from '@casaconti/core/schemas/list';
import { paths } from '@casaconti/core/paths';
import { useCallback } from 'react';
import { Link } from 'react-router';
import {
  FilterChips,
  ListParamsPagination,
  ListSearch,
  ListSort,
  filterChips,
  labelledOptions,
} from '@/components/list/list-controls';
import { LoadError } from '@/components/load-error';
import { buttonVariants } from '@/components/ui/button';
import { useListParams } from '@/lib/list-params';
import { PORTFOLIO_SKELETON_COUNT } from '@/lib/ui-constants';
import { usePropertiesPage } from '../api/get-properties-page';
import { AddPropertyCard } from './add-property-card';
import { PortfolioSummary, PortfolioSummarySkeleton } from './portfolio-summary';
import { PropertyCard, PropertyCardSkeleton } from './property-card';

const SKELETON_KEYS = Array.from({ length: PORTFOLIO_SKELETON_COUNT }, (_, i) => `property-skeleton-${i}`);

const gridClassName = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3';

const OCCUPANCY_CHIPS = filterChips('Tutte', PROPERTY_OCCUPANCY_FILTERS, {
  vacant: 'Con unità libere',
  full: 'Al completo',
});

const SORTS = labelledOptions(PROPERTY_LIST_SORTS, {
  newest: 'Più recenti',
  name: 'Nome (A-Z)',
  revenue_desc: 'Entrate più alte',
});

/**
 * Properties list: summary tiles (the whole portfolio), then a page of cards with the dashed add
 * card, under a search box, occupancy chips and a sort; the state is the URL (decision 080).
 */
export function PropertiesPortfolio() {
  const { query, update } = useListParams(propertyListQuerySchema);
  const portfolio = usePropertiesPage(query);
  const onSearch = useCallback((q: string) => update({ q }, { replace: true }), [update]);

  if (portfolio.isError) {
    return (
      <LoadError title={PROPERTY_MESSAGES.portfolioLoadErrorTitle} onRetry={() => void portfolio.refetch()}>
        {PROPERTY_MESSAGES.portfolioLoadError}
      </LoadError>
    );
  }

  if (portfolio.isPending) {
    return (
      <div className="grid grid-cols-1 gap-6" aria-busy="true">
        <span role="status" className="sr-only">
          Caricamento…
        </span>
        <PortfolioSummarySkeleton />
        <div className={gridClassName} data-testid="portfolio-loading">
          {SKELETON_KEYS.map((key) => (
            <PropertyCardSkeleton key={key} />
          ))}
        </div>
      </div>
    );
  }

  const { items, summary, total } = portfolio.data;
  const hasProperties = summary.properties > 0;
  return (
    <div className="grid grid-cols-1 gap-6 md:gap-8">
      <section aria-labelledby="portfolio-summary-title">
        <h2 id="portfolio-summary-title" className="sr-only">
          Riepilogo
        </h2>
        <PortfolioSummary summary={summary} />
      </section>
      <section aria-labelledby="portfolio-list-title" className="grid grid-cols-1 gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="portfolio-list-title" className="text-lg font-semibold">
            Le tue proprietà
          </h2>
          <Link to={paths.landlord.portfolioImport()} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            Importa da un foglio di calcolo
          </Link>
        </div>
        {hasProperties && (
          <search className="grid gap-3" aria-label="Cerca e filtra le proprietà">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <ListSearch
                value={query.q ?? ''}
                onSearch={onSearch}
                label={PROPERTY_MESSAGES.portfolioSearchLabel}
                placeholder={PROPERTY_MESSAGES.portfolioSearchPlaceholder}
              />
              <ListSort value={query.sort} options={SORTS} onChange={(sort) => update({ sort })} />
            </div>
            <FilterChips
              label="Occupazione"
              value={query.occupancy ?? ''}
              chips={OCCUPANCY_CHIPS}
              onChange={(occupancy) => update({ occupancy })}
            />
          </search>
        )}
        {hasProperties && total === 0 && <p className="text-muted-foreground">{PROPERTY_MESSAGES.portfolioNoMatch}</p>}
        <ul className={gridClassName} aria-busy={portfolio.isPlaceholderData}>
          {items.map((item) => (
            <li key={item.id}>
              <PropertyCard property={item} />
            </li>
          ))}
          <li>
            <AddPropertyCard />
          </li>
        </ul>
        {total > 0 && (
          <ListParamsPagination
            total={total}
            query={query}
            update={update}
            noun={{ one: 'proprietà', many: 'proprietà' }}
          />
        )}
      </section>
    </div>
  );
}

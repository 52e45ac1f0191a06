import { PORTFOLIO_SKELETON_COUNT } from '@/lib/ui-constants';
import { LoadError } from '@/components/load-error';
import { usePortfolio } from '../api/get-portfolio';
import { AddPropertyCard } from './add-property-card';
import { PortfolioSummary, PortfolioSummarySkeleton } from './portfolio-summary';
import { PropertyCard, PropertyCardSkeleton } from './property-card';

const SKELETON_KEYS = Array.from({ length: PORTFOLIO_SKELETON_COUNT }, (_, i) => `property-skeleton-${i}`);

const gridClassName = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3';

/** Properties list: summary tiles, a card per property and the dashed add card. */
export function PropertiesPortfolio() {
  const portfolio = usePortfolio();

  if (portfolio.isError) {
    return (
      <LoadError title="Errore durante il caricamento del portfolio" onRetry={() => void portfolio.refetch()}>
        Si è verificato un errore durante il caricamento del portfolio.
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

  const { items, summary } = portfolio.data;
  return (
    <div className="grid grid-cols-1 gap-6 md:gap-8">
      <section aria-labelledby="portfolio-summary-title">
        <h2 id="portfolio-summary-title" className="sr-only">
          Riepilogo
        </h2>
        <PortfolioSummary summary={summary} />
      </section>
      <section aria-labelledby="portfolio-list-title" className="grid grid-cols-1 gap-4">
        <h2 id="portfolio-list-title" className="text-lg font-semibold">
          Le tue proprietà
        </h2>
        <ul className={gridClassName}>
          {items.map((item) => (
            <li key={item.id}>
              <PropertyCard property={item} />
            </li>
          ))}
          <li>
            <AddPropertyCard />
          </li>
        </ul>
      </section>
    </div>
  );
}

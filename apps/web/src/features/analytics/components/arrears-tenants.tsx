import { ARREARS_BUCKETS, type ArrearsBucketKey } from '@casaconti/core/analytics';
import { paths } from '@casaconti/core/paths';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '@/lib/format';
import { useAnalyticsArrears } from '../api/get-analytics';
import type { Paging } from '../lib/analytics-params';
import { PagedRead } from './paged-read';

export const ARREARS_TENANTS_LOAD_ERROR = 'Impossibile caricare gli inquilini in ritardo.';

/**
 * The tenants behind one arrears bar (decision 119), read when the landlord opens the bar:
 * largest amount first, each a link to the contract; the pager when they fill more than a page.
 */
export function ArrearsTenants({
  year,
  propertyId,
  bucket,
  paging,
}: {
  year: number;
  propertyId: string | null;
  bucket: ArrearsBucketKey;
  /** In the address with the open bar (decision 126). */
  paging: Paging;
}) {
  const query = useAnalyticsArrears(year, propertyId, bucket, paging.page, paging.pageSize);
  const label = ARREARS_BUCKETS.find((b) => b.key === bucket)?.label ?? bucket;
  return (
    <section aria-label={`Inquilini in ritardo: ${label}`} aria-busy={query.isFetching} className="grid gap-2">
      <PagedRead
        query={query}
        loadError={ARREARS_TENANTS_LOAD_ERROR}
        placeholderClassName="h-16"
        empty="Nessun inquilino in questa fascia."
        noun={{ one: 'inquilino', many: 'inquilini' }}
        paging={paging}
        pagerOnlyOverAPage
      >
        {(data) => (
          <ul className="divide-y rounded-md border text-sm">
            {data.items.map((t) => (
              <li key={t.contractId} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2">
                <span className="grid">
                  <Link
                    className="font-medium text-primary underline-offset-4 hover:underline"
                    to={paths.landlord.contract(t.contractId)}
                  >
                    {t.tenantName}
                  </Link>
                  <span className="text-xs text-muted-foreground">
                    {t.propertyName} · scaduto dal {formatDate(t.oldestDueDate)}
                  </span>
                </span>
                <span className="font-medium tabular-nums">{formatMoney(t.cents)}</span>
              </li>
            ))}
          </ul>
        )}
      </PagedRead>
    </section>
  );
}

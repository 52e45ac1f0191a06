import { ARREARS_BUCKETS, type ArrearsBucketKey } from '@casaconti/core/analytics';
import { DEFAULT_PAGE_SIZE } from '@casaconti/core/schemas/list';
import { paths } from '@casaconti/core/paths';
import { Link } from 'react-router';
import { ListPagination } from '@/components/list/list-controls';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/error-message';
import { formatDate, formatMoney } from '@/lib/format';
import { useAnalyticsArrears } from '../api/get-analytics';
import type { Paging } from '../lib/analytics-params';

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
  const data = query.data;
  return (
    <section aria-label={`Inquilini in ritardo: ${label}`} aria-busy={query.isFetching} className="grid gap-2">
      {query.isError ? (
        <LoadError title={errorMessage(query.error, ARREARS_TENANTS_LOAD_ERROR)} onRetry={() => query.refetch()} />
      ) : !data ? (
        <Skeleton className="h-16" />
      ) : data.total === 0 ? (
        <p className="text-sm text-muted-foreground">Nessun inquilino in questa fascia.</p>
      ) : (
        <>
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
          {data.total > DEFAULT_PAGE_SIZE && (
            <ListPagination
              total={data.total}
              page={data.page}
              pageSize={data.pageSize}
              noun={{ one: 'inquilino', many: 'inquilini' }}
              onPage={paging.onPage}
              onPageSize={paging.onPageSize}
            />
          )}
        </>
      )}
    </section>
  );
}

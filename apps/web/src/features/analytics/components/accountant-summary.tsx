import { CONTRACT_TYPE_LABELS, type ContractType } from '@casaconti/core/lease';
import { ListPagination } from '@/components/list/list-controls';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/error-message';
import { formatDate, formatMoney } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useAnalyticsSummary } from '../api/get-analytics';
import type { Paging } from '../lib/analytics-params';
import { PhoneDetails, WIDE_ONLY } from './phone-details';

export const SUMMARY_LOAD_ERROR = 'Impossibile caricare il riepilogo annuale.';

const contractTypeLabel = (t: string) => CONTRACT_TYPE_LABELS[t as ContractType] ?? t;

/**
 * DOMAIN §16: per contract, the rents accrued and collected in the year, cedolare secca,
 * registration; read a page at a time with its totals over every page (decision 119), the page
 * in the address (decision 126). The exports hold every row.
 */
export function AccountantSummary({
  year,
  propertyId,
  paging,
}: {
  year: number;
  propertyId: string | null;
  paging: Paging;
}) {
  const query = useAnalyticsSummary(year, propertyId, paging.page, paging.pageSize);
  const data = query.data;
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle asChild>
          <h2>Riepilogo annuale per il commercialista</h2>
        </CardTitle>
        <CardDescription>Canoni maturati e incassati nel {year} per contratto</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4" aria-busy={query.isFetching}>
        {query.isError ? (
          <LoadError title={errorMessage(query.error, SUMMARY_LOAD_ERROR)} onRetry={() => query.refetch()} />
        ) : !data ? (
          <Skeleton className="h-24" />
        ) : data.total === 0 ? (
          <p className="text-sm text-muted-foreground">Nessun contratto in quest'anno.</p>
        ) : (
          <>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Inquilino</TableHead>
                  <TableHead className={WIDE_ONLY}>Immobile</TableHead>
                  <TableHead className={WIDE_ONLY}>Tipo</TableHead>
                  <TableHead className={WIDE_ONLY}>Cedolare secca</TableHead>
                  <TableHead className={WIDE_ONLY}>Registrazione</TableHead>
                  <TableHead className={cn('text-right', WIDE_ONLY)}>Canoni maturati</TableHead>
                  <TableHead className={cn('text-right', WIDE_ONLY)}>Canoni incassati</TableHead>
                  <TableHead className={cn('text-right', WIDE_ONLY)}>Totale incassato</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.items.map((r) => {
                  const registration =
                    r.registrationDate || r.registrationCode
                      ? [formatDate(r.registrationDate, ''), r.registrationCode].filter(Boolean).join(' · ')
                      : '—';
                  return (
                    <TableRow key={r.contractId}>
                      <TableCell className="font-medium whitespace-normal break-words">
                        {r.tenantName}
                        <PhoneDetails
                          items={[
                            ['Immobile', r.propertyName],
                            ['Tipo', contractTypeLabel(r.contractType)],
                            ['Cedolare secca', r.cedolareSecca ? 'Sì' : 'No'],
                            ['Registrazione', registration],
                            ['Canoni maturati', formatMoney(r.rentAccruedCents)],
                            ['Canoni incassati', formatMoney(r.rentCollectedCents)],
                            ['Totale incassato', formatMoney(r.collectedCents)],
                          ]}
                        />
                      </TableCell>
                      <TableCell className={WIDE_ONLY}>{r.propertyName}</TableCell>
                      <TableCell className={WIDE_ONLY}>{contractTypeLabel(r.contractType)}</TableCell>
                      <TableCell className={WIDE_ONLY}>{r.cedolareSecca ? 'Sì' : 'No'}</TableCell>
                      <TableCell className={WIDE_ONLY}>{registration}</TableCell>
                      <TableCell className={cn('text-right tabular-nums', WIDE_ONLY)}>
                        {formatMoney(r.rentAccruedCents)}
                      </TableCell>
                      <TableCell className={cn('text-right tabular-nums', WIDE_ONLY)}>
                        {formatMoney(r.rentCollectedCents)}
                      </TableCell>
                      <TableCell className={cn('text-right tabular-nums', WIDE_ONLY)}>
                        {formatMoney(r.collectedCents)}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell className="font-medium whitespace-normal">
                    Totale dell'anno
                    <PhoneDetails
                      items={[
                        ['Canoni maturati', formatMoney(data.totals.rentAccruedCents)],
                        ['Canoni incassati', formatMoney(data.totals.rentCollectedCents)],
                        ['Totale incassato', formatMoney(data.totals.collectedCents)],
                      ]}
                    />
                  </TableCell>
                  <TableCell className={WIDE_ONLY} colSpan={4} />
                  <TableCell className={cn('text-right tabular-nums', WIDE_ONLY)}>
                    {formatMoney(data.totals.rentAccruedCents)}
                  </TableCell>
                  <TableCell className={cn('text-right tabular-nums', WIDE_ONLY)}>
                    {formatMoney(data.totals.rentCollectedCents)}
                  </TableCell>
                  <TableCell className={cn('text-right tabular-nums', WIDE_ONLY)}>
                    {formatMoney(data.totals.collectedCents)}
                  </TableCell>
                </TableRow>
              </TableFooter>
            </Table>
            <ListPagination
              total={data.total}
              page={data.page}
              pageSize={data.pageSize}
              noun={{ one: 'contratto', many: 'contratti' }}
              onPage={paging.onPage}
              onPageSize={paging.onPageSize}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

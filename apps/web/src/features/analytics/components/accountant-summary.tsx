import { CONTRACT_TYPE_LABELS, type ContractType } from '@casaconti/core/lease';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate, formatMoney } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useAnalyticsSummary } from '../api/get-analytics';
import type { Paging } from '../lib/analytics-params';
import { PagedTableCard } from './paged-read';
import { PhoneDetails, WIDE_ONLY, WideFigureCell } from './phone-details';

export const SUMMARY_LOAD_ERROR = 'Impossibile caricare il riepilogo annuale.';

const contractTypeLabel = (t: string) => CONTRACT_TYPE_LABELS[t as ContractType] ?? t;

/**
 * docs/domain.md §16: per contract, the rents accrued and collected in the year, cedolare secca,
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
  return (
    <PagedTableCard
      title="Riepilogo annuale per il commercialista"
      description={`Canoni maturati e incassati nel ${year} per contratto`}
      query={query}
      loadError={SUMMARY_LOAD_ERROR}
      placeholderClassName="h-24"
      empty="Nessun contratto in quest'anno."
      noun={{ one: 'contratto', many: 'contratti' }}
      paging={paging}
    >
      {(data) => (
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
                  <WideFigureCell>{formatMoney(r.rentAccruedCents)}</WideFigureCell>
                  <WideFigureCell>{formatMoney(r.rentCollectedCents)}</WideFigureCell>
                  <WideFigureCell>{formatMoney(r.collectedCents)}</WideFigureCell>
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
              <WideFigureCell>{formatMoney(data.totals.rentAccruedCents)}</WideFigureCell>
              <WideFigureCell>{formatMoney(data.totals.rentCollectedCents)}</WideFigureCell>
              <WideFigureCell>{formatMoney(data.totals.collectedCents)}</WideFigureCell>
            </TableRow>
          </TableFooter>
        </Table>
      )}
    </PagedTableCard>
  );
}

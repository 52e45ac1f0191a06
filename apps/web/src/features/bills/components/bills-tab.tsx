import { paths } from '@casaconti/core/paths';
import { UTILITY_CATEGORIES } from '@casaconti/core/constants';
import { categoryLabel } from '@casaconti/core/labels';
import { BILL_LIST_SORTS, billListQuerySchema } from '@casaconti/core/schemas/list';
import { z } from 'zod/mini';
import { PlusIcon, ReceiptTextIcon } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { FilterChips, ListFooter, ListSearch, ListSort, labelledOptions } from '@/components/list/list-controls';
import { ListLoading, ListNoMatch } from '@/components/list/list-states';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate, formatMoney } from '@/lib/format';
import { useListParams } from '@/lib/list-params';
import { useBillsPage } from '../api/get-bills-page';
import { AddBillDialog } from './add-bill-dialog';

export const BILLS_LOAD_ERROR = 'Errore durante il caricamento delle spese';

/** The tab's URL state: the bills page's query without the property (the route names it). */
const billsTabQuerySchema = z.omit(billListQuerySchema, { propertyId: true });

const CATEGORY_CHIPS = [
  { value: '', label: 'Tutte' },
  ...UTILITY_CATEGORIES.map((category) => ({ value: category, label: categoryLabel(category) })),
];

const SORTS = labelledOptions(BILL_LIST_SORTS, {
  newest: 'Più recenti',
  oldest: 'Meno recenti',
  period_desc: 'Periodo più recente',
  amount_desc: 'Importo più alto',
});

/**
 * Property detail, bills tab (docs/product.md §2): add-expense button, table newest first, empty and error
 * states. A page at a time (decision 098/113): search in the notes, category chips, a sort, pages
 * of 25/50/100, the count and the sum of the listed bills; the state is the URL beside `tab`.
 */
export function BillsTab({ propertyId }: { propertyId: string }) {
  const { query: tabQuery, update } = useListParams(billsTabQuerySchema);
  const query = useMemo(() => ({ ...tabQuery, propertyId }), [tabQuery, propertyId]);
  const bills = useBillsPage(query);
  const onSearch = useCallback((q: string) => update({ q }, { replace: true }), [update]);
  const narrowed = Boolean(query.q || query.category);
  const navigate = useNavigate();
  const [isAdding, setIsAdding] = useState(false);
  const open = (billId: string) => navigate(paths.landlord.bill(propertyId, billId));

  let content: React.ReactNode;
  if (bills.isPending) {
    content = <ListLoading label="Caricamento delle spese…" rowClassName="h-10" />;
  } else if (bills.isError) {
    content = <LoadError title={BILLS_LOAD_ERROR} onRetry={() => void bills.refetch()} />;
  } else if (bills.data.total === 0 && narrowed) {
    content = <ListNoMatch message="Nessuna spesa corrisponde alla ricerca." />;
  } else if (bills.data.total === 0) {
    content = (
      <Card className="border-dashed">
        <CardContent className="flex flex-col items-center gap-3 py-6 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-accent text-primary">
            <ReceiptTextIcon aria-hidden="true" className="size-6" />
          </span>
          <p className="text-sm text-muted-foreground">Nessuna spesa registrata per questa proprietà.</p>
          <Button onClick={() => setIsAdding(true)}>
            <PlusIcon aria-hidden="true" /> Aggiungi la prima spesa
          </Button>
        </CardContent>
      </Card>
    );
  } else {
    const data = bills.data;
    content = (
      <div className="grid gap-4">
        <Card className="py-2" aria-busy={bills.isPlaceholderData}>
          <CardContent className="px-2 sm:px-4">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Categoria</TableHead>
                  <TableHead>Periodo</TableHead>
                  <TableHead className="text-right">Importo</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.items.map((bill) => (
                  <TableRow
                    key={bill.id}
                    tabIndex={0}
                    aria-label={`Apri la spesa ${categoryLabel(bill.category)} del ${formatDate(bill.periodStartDate)}`}
                    className="cursor-pointer focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                    onClick={() => open(bill.id)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter' || event.key === ' ') {
                        event.preventDefault();
                        open(bill.id);
                      }
                    }}
                  >
                    <TableCell className="font-medium">{categoryLabel(bill.category)}</TableCell>
                    <TableCell>
                      <span className="whitespace-nowrap">{formatDate(bill.periodStartDate)} –</span>{' '}
                      <span className="whitespace-nowrap">{formatDate(bill.periodEndDate)}</span>
                    </TableCell>
                    <TableCell className="text-right whitespace-nowrap tabular-nums">
                      {formatMoney(bill.totalAmount)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
        <ListFooter
          data={data}
          query={query}
          update={update}
          sumLabel="Totale delle spese elencate"
          noun={{ one: 'spesa', many: 'spese' }}
        />
      </div>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">Spese</h3>
        <Button onClick={() => setIsAdding(true)}>
          <PlusIcon aria-hidden="true" /> Aggiungi spesa
        </Button>
      </div>
      <search className="grid gap-3" aria-label="Cerca e filtra le spese">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <ListSearch value={query.q ?? ''} onSearch={onSearch} label="Cerca spese" placeholder="Cerca nelle note" />
          <ListSort value={query.sort} options={SORTS} onChange={(sort) => update({ sort })} />
        </div>
        <FilterChips
          label="Categoria della spesa"
          value={query.category ?? ''}
          chips={CATEGORY_CHIPS}
          onChange={(category) => update({ category })}
        />
      </search>
      {content}
      <AddBillDialog propertyId={propertyId} open={isAdding} onOpenChange={setIsAdding} />
    </div>
  );
}

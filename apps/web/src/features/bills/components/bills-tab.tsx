import { paths } from '@casaconti/core/paths';
import { categoryLabel } from '@casaconti/core/labels';
import { PlusIcon, ReceiptTextIcon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate, formatMoney } from '@/lib/format';
import { usePropertyBills } from '../api/get-property-bills';
import { AddBillDialog } from './add-bill-dialog';

export const BILLS_LOAD_ERROR = 'Errore durante il caricamento delle spese';

/** Property detail, bills tab (SPEC §2): add-expense button, table newest first, empty and error states. */
export function BillsTab({ propertyId }: { propertyId: string }) {
  const bills = usePropertyBills(propertyId);
  const navigate = useNavigate();
  const [isAdding, setIsAdding] = useState(false);
  const open = (billId: string) => navigate(paths.landlord.bill(propertyId, billId));

  let content: React.ReactNode;
  if (bills.isPending) {
    content = (
      <div className="grid gap-2" aria-busy="true">
        <span role="status" className="sr-only">
          Caricamento delle spese…
        </span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    );
  } else if (bills.isError) {
    content = <LoadError title={BILLS_LOAD_ERROR} onRetry={() => void bills.refetch()} />;
  } else if (bills.data.length === 0) {
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
    content = (
      <Card className="py-2">
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
              {bills.data.map((bill) => (
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
      {content}
      <AddBillDialog propertyId={propertyId} open={isAdding} onOpenChange={setIsAdding} />
    </div>
  );
}

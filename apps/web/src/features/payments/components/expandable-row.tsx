import { ChevronDownIcon, SearchXIcon } from 'lucide-react';
import type * as React from 'react';
import { useId, useState } from 'react';
import { QueryStates } from '@/components/query-states';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { fullName } from '@casaconti/core/display';
import { type ContractsTableTexts, failureMessage } from '../lib/messages';

/** A row's own cells, given its tenant's full name: the amount, the action and the detail. */
export type RowParts = {
  amount: React.ReactNode;
  action: React.ReactNode;
  detail: React.ReactNode;
  /** Accessible name of the detail region, e.g. 'Pagamenti di Anna Neri'. */
  detailLabel: string;
};

/** The contract a row stands for: its id (the row's key), its tenant and its property. */
type RowContract = { contractId: string; tenant: { firstName: string; lastName: string }; property: string };

/**
 * One contract of a payments table (Inquilino, Proprietà, amount, Azione). The tenant's name is a
 * disclosure button that shows `detail` in a full-width row below. On a phone the property moves
 * under the name and its column is hidden.
 */
function ExpandableRow({
  tenant,
  property,
  amount,
  action,
  detail,
  detailLabel,
}: { tenant: string; property: string } & RowParts) {
  const [isOpen, setIsOpen] = useState(false);
  const detailId = useId();
  return (
    <>
      <TableRow className={cn(isOpen && 'border-b-0 bg-muted/40')}>
        <TableCell className="align-top sm:align-middle">
          <button
            type="button"
            aria-expanded={isOpen}
            aria-controls={isOpen ? detailId : undefined}
            onClick={() => setIsOpen(!isOpen)}
            className="-mx-1 flex min-h-8 items-center gap-1.5 rounded-md px-1 text-left font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <ChevronDownIcon
              className={cn('size-4 shrink-0 text-muted-foreground transition-transform', isOpen && 'rotate-180')}
              aria-hidden="true"
            />
            <span className="break-words">{tenant}</span>
          </button>
          <span className="block pl-6 text-xs text-muted-foreground sm:hidden">{property}</span>
        </TableCell>
        <TableCell className="hidden sm:table-cell">{property}</TableCell>
        <TableCell className="text-right align-top font-medium tabular-nums whitespace-nowrap sm:align-middle">
          {amount}
        </TableCell>
        <TableCell className="text-right align-top sm:align-middle">{action}</TableCell>
      </TableRow>
      {isOpen && (
        <TableRow className="bg-muted/40 hover:bg-muted/40">
          <TableCell colSpan={4} className="pt-0 pb-3">
            <section id={detailId} aria-label={detailLabel} className="border-l-2 pl-3 sm:ml-6">
              {detail}
            </section>
          </TableCell>
        </TableRow>
      )}
    </>
  );
}

/**
 * A payments tab's table of contracts (Inquilino, Proprietà, `amountHeader`, Azione) for one page
 * of its list, one ExpandableRow a contract, with its loading placeholders, its load failure
 * (docs/product.md §8 message and 'Riprova') and its empty state: `empty` and `emptyIcon`, or, when a search
 * or filter narrows the list, `noMatch` with the no-result icon. The texts: PAYMENT_TABLES.
 */
export function ContractsTable<T>({
  list,
  narrowed,
  texts: { label, amountHeader, empty, noMatch, failures },
  emptyIcon,
  contract,
  row,
}: {
  /** The page's query (useQuery's result of a paged read). */
  list: Omit<React.ComponentProps<typeof QueryStates<T>>['query'], 'data'> & { data: { items: T[] } | undefined };
  narrowed: boolean;
  texts: ContractsTableTexts;
  emptyIcon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  /** The contract an item stands for. */
  contract: (item: T) => RowContract;
  row: (item: T, tenant: string) => RowParts;
}) {
  const query = { ...list, data: list.data?.items };
  const EmptyIcon = narrowed ? SearchXIcon : emptyIcon;
  return (
    <QueryStates
      query={query}
      pending={
        <div className="grid gap-2" aria-busy="true">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      }
      failureTitle={(error) => failureMessage(error, failures)}
      empty={
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
            <EmptyIcon className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="text-muted-foreground">{narrowed ? noMatch : empty}</p>
          </CardContent>
        </Card>
      }
    >
      {(items) => (
        <Card className="py-1">
          <Table aria-label={label}>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead>Inquilino</TableHead>
                <TableHead className="hidden sm:table-cell">Proprietà</TableHead>
                <TableHead className="text-right">{amountHeader}</TableHead>
                <TableHead className="text-right">Azione</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((item) => {
                const { contractId, tenant, property } = contract(item);
                const name = fullName(tenant);
                return <ExpandableRow key={contractId} tenant={name} property={property} {...row(item, name)} />;
              })}
            </TableBody>
          </Table>
        </Card>
      )}
    </QueryStates>
  );
}

import { ChevronDownIcon } from 'lucide-react';
import type * as React from 'react';
import { useId, useState } from 'react';
import { TableCell, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';

/**
 * One contract of a payments table (Inquilino, Proprietà, amount, Azione). The tenant's name is a
 * disclosure button that shows `detail` in a full-width row below. On a phone the property moves
 * under the name and its column is hidden.
 */
export function ExpandableRow({
  tenant,
  property,
  amount,
  action,
  detail,
  detailLabel,
}: {
  tenant: string;
  property: string;
  amount: React.ReactNode;
  action: React.ReactNode;
  detail: React.ReactNode;
  /** Accessible name of the detail region, e.g. 'Dettaglio di Anna Neri'. */
  detailLabel: string;
}) {
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

/** Header cells shared by both tabs. */
export function headerClass(column: 'tenant' | 'property' | 'amount' | 'action') {
  return column === 'property' ? 'hidden sm:table-cell' : column === 'tenant' ? undefined : 'text-right';
}

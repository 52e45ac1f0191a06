import {
  categoryLabel,
  creditSourceLabel,
  isCreditOwed,
  payableItemLabel,
  publicPayableStatusLabel,
} from '@casaconti/core/labels';
import { ChevronDownIcon, FileTextIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate, formatMonthYear, formatMoney, formatPartlyPaid } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { StatementPayable } from './statement-types';

/** Opens one document; the caller decides how (share token or session) and logs failures. */
export type OpenDocument = (documentId: string) => void;

const STATUS_VARIANTS: Record<string, BadgeProps['variant']> = {
  due: 'outline',
  overdue: 'destructive',
  pending_settlement: 'secondary',
  paid: 'success',
};

/**
 * docs/product.md §4 public labels: 'in attesa di pagamento', 'importi da conguagliare', 'pagato'; an
 * outstanding negative amount is 'Credito a tuo favore' (docs/domain.md §6).
 */
export function PayableStatusBadge({ status, amount }: { status: string; amount: number }) {
  const label = publicPayableStatusLabel(status, amount);
  const variant = isCreditOwed(status, amount) ? 'success' : (STATUS_VARIANTS[status] ?? 'secondary');
  return <Badge variant={variant}>{label}</Badge>;
}

/** 'Affitto', 'Bolletta a consumo · Luce' (core's payableItemLabel), or the item to be settled. */
export function payableLabel(payable: Pick<StatementPayable, 'type' | 'category'>) {
  return payable.type === 'pending_settlement'
    ? 'Importi da conguagliare'
    : payableItemLabel(payable.type, payable.category);
}

export function payablePeriod(payable: Pick<StatementPayable, 'period_start_date' | 'period_end_date' | 'due_date'>) {
  const start = payable.period_start_date ?? payable.due_date;
  if (!start) return '';
  const end = payable.period_end_date;
  return end && end !== start ? `${formatDate(start)} – ${formatDate(end)}` : formatDate(start);
}

function Amount({ cents, className }: { cents: number; className?: string }) {
  return <span className={cn('tabular-nums', cents < 0 && 'text-success', className)}>{formatMoney(cents)}</span>;
}

/** What a payable is made of: debits (category, amount, documents) and credits (source, amount). */
export function PayableDetails({
  payable,
  onOpenDocument,
  id,
}: {
  payable: StatementPayable;
  onOpenDocument: OpenDocument;
  id?: string;
}) {
  const { debits, credits } = payable.details;
  if (debits.length === 0 && credits.length === 0) {
    return (
      <p id={id} className="text-sm text-muted-foreground">
        Scadenza {formatDate(payable.due_date)}
      </p>
    );
  }
  return (
    <ul id={id} className="grid gap-1.5 border-l-2 pl-3 text-sm">
      {debits.map((debit, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: detail rows have no id of their own (no ids on the public page)
        <li key={`d${i}`} className="grid gap-1">
          <span className="flex flex-wrap justify-between gap-x-4">
            <span>{categoryLabel(debit.category)}</span>
            <Amount cents={debit.amount} />
          </span>
          {debit.bill && (
            <span className="text-muted-foreground">
              Spesa {formatDate(debit.bill.period_start_date)} – {formatDate(debit.bill.period_end_date)}, totale{' '}
              {formatMoney(debit.bill.total_amount)}. Ripartizione: {debit.bill.criterion_line}
            </span>
          )}
          {debit.documents.length > 0 && (
            <span className="flex flex-wrap gap-x-3 gap-y-1">
              {debit.documents.map((doc) => (
                <button
                  key={doc.id}
                  type="button"
                  onClick={() => onOpenDocument(doc.id)}
                  className="inline-flex items-center gap-1 rounded text-primary underline-offset-2 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                >
                  <FileTextIcon className="size-3.5" aria-hidden="true" />
                  {doc.file_name}
                </button>
              ))}
            </span>
          )}
        </li>
      ))}
      {credits.map((credit, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: detail rows have no id of their own
        <li key={`c${i}`} className="flex flex-wrap justify-between gap-x-4">
          <span>
            {creditSourceLabel(credit.source_type, credit.deposit_interest_year)}
            {credit.covered_month && (
              <span className="text-muted-foreground"> · {formatMonthYear(credit.covered_month)}</span>
            )}
          </span>
          <Amount cents={-credit.amount} />
        </li>
      ))}
    </ul>
  );
}

function ExpandButton({
  isOpen,
  onToggle,
  controls,
  children,
  className,
}: {
  isOpen: boolean;
  onToggle: () => void;
  controls: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-expanded={isOpen}
      aria-controls={controls}
      onClick={onToggle}
      className={cn(
        'flex items-center gap-2 rounded-md text-left font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
    >
      <ChevronDownIcon
        className={cn(
          'size-4 shrink-0 text-muted-foreground transition-transform print:hidden',
          isOpen && 'rotate-180',
        )}
        aria-hidden="true"
      />
      {children}
    </button>
  );
}

/** Phone layout: one card per payable, the amount and status under the label. */
function PayableCard({ payable, onOpenDocument }: { payable: StatementPayable; onOpenDocument: OpenDocument }) {
  const [isOpen, setIsOpen] = useState(false);
  const detailId = useId();
  return (
    <li className="grid gap-2 rounded-lg border bg-card p-3">
      <ExpandButton isOpen={isOpen} onToggle={() => setIsOpen(!isOpen)} controls={detailId} className="w-full">
        <span className="grid min-w-0 flex-1">
          <span>{payableLabel(payable)}</span>
          <span className="text-sm font-normal text-muted-foreground">{payablePeriod(payable)}</span>
        </span>
        <Amount cents={payable.amount} className="font-semibold" />
      </ExpandButton>
      <div className="flex flex-wrap items-center gap-2 pl-6">
        <PayableStatusBadge status={payable.status} amount={payable.amount} />
        {formatPartlyPaid(payable) && (
          <span className="text-sm text-muted-foreground">{formatPartlyPaid(payable)}</span>
        )}
      </div>
      {isOpen && (
        <div className="pl-6">
          <PayableDetails id={detailId} payable={payable} onOpenDocument={onOpenDocument} />
        </div>
      )}
    </li>
  );
}

export function PayableCards({
  payables,
  onOpenDocument,
  className,
}: {
  payables: StatementPayable[];
  onOpenDocument: OpenDocument;
  className?: string;
}) {
  return (
    <ul className={cn('grid gap-2', className)} aria-label="Elenco dei pagamenti">
      {payables.map((payable, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the public statement carries no payable ids; the order is stable
        <PayableCard key={i} payable={payable} onOpenDocument={onOpenDocument} />
      ))}
    </ul>
  );
}

function PayableTableRow({ payable, onOpenDocument }: { payable: StatementPayable; onOpenDocument: OpenDocument }) {
  const [isOpen, setIsOpen] = useState(false);
  const detailId = useId();
  return (
    <>
      <TableRow className="break-inside-avoid">
        <TableCell>
          <ExpandButton isOpen={isOpen} onToggle={() => setIsOpen(!isOpen)} controls={detailId}>
            {payableLabel(payable)}
          </ExpandButton>
        </TableCell>
        <TableCell className="whitespace-nowrap text-muted-foreground">{payablePeriod(payable)}</TableCell>
        <TableCell className="text-right font-medium">
          <Amount cents={payable.amount} />
          {formatPartlyPaid(payable) && (
            <span className="block text-xs font-normal text-muted-foreground">{formatPartlyPaid(payable)}</span>
          )}
        </TableCell>
        <TableCell>
          <PayableStatusBadge status={payable.status} amount={payable.amount} />
        </TableCell>
      </TableRow>
      {isOpen && (
        <TableRow className="hover:bg-transparent print:hidden">
          <TableCell colSpan={4} className="whitespace-normal pl-10">
            <PayableDetails id={detailId} payable={payable} onOpenDocument={onOpenDocument} />
          </TableCell>
        </TableRow>
      )}
    </>
  );
}

/** Desktop (and print) layout: one table row per payable, expanding to its details. */
export function PayablesTable({
  payables,
  onOpenDocument,
  className,
}: {
  payables: StatementPayable[];
  onOpenDocument: OpenDocument;
  className?: string;
}) {
  return (
    <Table containerClassName={className}>
      <TableHeader>
        <TableRow>
          <TableHead>Voce</TableHead>
          <TableHead>Periodo</TableHead>
          <TableHead className="text-right">Importo</TableHead>
          <TableHead>Stato</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {payables.map((payable, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the public statement carries no payable ids; the order is stable
          <PayableTableRow key={i} payable={payable} onOpenDocument={onOpenDocument} />
        ))}
      </TableBody>
    </Table>
  );
}

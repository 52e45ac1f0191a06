import {
  isCreditOwed,
  LANDLORD_REFUND_LABEL,
  landlordPayableStatusLabel,
  payableItemLabel,
} from '@casaconti/core/labels';
import { comparePayablesForDisplay, comparePayableStatusForDisplay } from '@casaconti/core/payable-status';
import { ChevronDownIcon, ReceiptIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { type ContractFinancials, useContractFinancials } from '../api/get-contract-financials';
import { ContractPaymentsList } from './contract-payments-list';
import { RecordPaymentDialog } from './record-payment-dialog';
import { formatCreditDate, formatDate, formatMoney, formatPartlyPaid } from '@/lib/format';

type Payable = ContractFinancials['payables'][number];
/** The fields the 'to be settled' row shows, common to pending debits and credits. */
type PendingItem = Pick<ContractFinancials['pending_settlement_debits'][number], 'id' | 'label' | 'amount' | 'date'>;
type PendingCredit = PendingItem & Pick<ContractFinancials['pending_settlement_credits'][number], 'covered_month'>;

const STATUS_VARIANTS: Record<string, BadgeProps['variant']> = {
  due: 'outline',
  overdue: 'destructive',
  pending_settlement: 'secondary',
  paid: 'success',
};

/** An outstanding negative amount is owed to the tenant: 'Da restituire' (docs/domain.md §6). */
function StatusBadge({ status, amount }: { status: string; amount?: number }) {
  const variant = isCreditOwed(status, amount) ? 'success' : (STATUS_VARIANTS[status] ?? 'secondary');
  return <Badge variant={variant}>{landlordPayableStatusLabel(status, amount)}</Badge>;
}

function period(start: string | null | undefined, end: string | null | undefined) {
  if (!start) return '';
  return end && end !== start ? `${formatDate(start)} – ${formatDate(end)}` : formatDate(start);
}

/**
 * The synthesized 'to be settled' row: pending debits minus available credits (the server's
 * net_settlement_preview), expanding to the items. Labels come from the server (docs/product.md §2 credit labels).
 */
function PendingSettlementRow({
  debits,
  credits,
  total,
}: {
  debits: PendingItem[];
  credits: PendingCredit[];
  total: number;
}) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <li className="grid gap-2 px-4 py-3">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls="pending-settlement-detail"
        onClick={() => setIsOpen(!isOpen)}
        className="flex w-full flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-md text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <span className="flex min-w-0 items-center gap-2">
          <ChevronDownIcon
            className={cn('size-4 shrink-0 text-muted-foreground transition-transform', isOpen && 'rotate-180')}
            aria-hidden="true"
          />
          <span className="font-medium">Importi da conguagliare</span>
        </span>
        <span className="flex items-center gap-3">
          <span className="font-medium tabular-nums">{formatMoney(total)}</span>
          <StatusBadge status="pending_settlement" />
        </span>
      </button>
      {isOpen && (
        <ul id="pending-settlement-detail" className="grid gap-1 border-l-2 pl-4 text-sm">
          {debits.map((debit) => (
            <li key={debit.id} className="flex flex-wrap justify-between gap-x-4">
              <span>
                {debit.label}
                {debit.date && <span className="text-muted-foreground"> · {formatDate(debit.date)}</span>}
              </span>
              <span className="tabular-nums">{formatMoney(debit.amount)}</span>
            </li>
          ))}
          {credits.map((credit) => (
            <li key={credit.id} className="flex flex-wrap justify-between gap-x-4">
              <span>
                {credit.label}
                {credit.date && (
                  <span className="text-muted-foreground">
                    {' '}
                    · {formatCreditDate({ coveredMonth: credit.covered_month, date: credit.date })}
                  </span>
                )}
              </span>
              <span className="tabular-nums text-success">{formatMoney(-credit.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function PayableRow({ payable }: { payable: Payable }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
      <span className="grid min-w-0">
        <span className="font-medium">{payableItemLabel(payable.type, payable.category)}</span>
        <span className="text-sm text-muted-foreground">
          {period(payable.period_start_date ?? payable.due_date, payable.period_end_date)}
        </span>
      </span>
      <span className="flex items-center gap-3">
        <span className="grid justify-items-start sm:justify-items-end">
          <span className={cn('font-medium tabular-nums', payable.amount < 0 && 'text-success')}>
            {formatMoney(payable.amount)}
          </span>
          {formatPartlyPaid(payable) && (
            <span className="text-sm text-muted-foreground tabular-nums">{formatPartlyPaid(payable)}</span>
          )}
        </span>
        <StatusBadge status={payable.status} amount={payable.amount} />
      </span>
    </li>
  );
}

/** Paid payables shown at first, and added by each 'Mostra pagamenti precedenti' (decision 022). */
export const PAID_PAGE_SIZE = 12;

function CollectSummary({ totalDue, totalOverdue }: { totalDue: number; totalOverdue: number }) {
  // A negative total is owed to the tenant (docs/domain.md §6): 'Da restituire', never to collect.
  const isRefund = totalDue < 0;
  return (
    <Card className="py-0">
      <CardContent className="grid grid-cols-2 gap-4 py-4">
        <div className="grid gap-1">
          <span className="text-sm text-muted-foreground">{isRefund ? LANDLORD_REFUND_LABEL : 'Da incassare ora'}</span>
          <span className={cn('text-xl font-semibold tabular-nums', isRefund && 'text-success')}>
            {formatMoney(isRefund ? -totalDue : totalDue)}
          </span>
        </div>
        <div className="grid gap-1">
          <span className="text-sm text-muted-foreground">di cui in ritardo</span>
          <span className={cn('text-xl font-semibold tabular-nums', totalOverdue > 0 && 'text-destructive')}>
            {formatMoney(totalOverdue)}
          </span>
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * 'Pagamenti' tab: what there is to collect now (and how much of it is late), then the
 * contract's payables, due and overdue first, then the items to be settled, then paid ones,
 * the most recent first and a page at a time (docs/product.md §2; decision 022). A failed load shows the
 * empty state (docs/product.md §8). `receiptsNotEmailed`: the contract waits for the tenant's acceptance.
 */
export function ContractPaymentsPanel({
  contractId,
  receiptsNotEmailed = false,
}: {
  contractId: string;
  receiptsNotEmailed?: boolean;
}) {
  const financials = useContractFinancials(contractId);
  const [paidShown, setPaidShown] = useState(PAID_PAGE_SIZE);

  if (financials.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true">
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
    );
  }

  const data = financials.data;
  // The server already sends them in this order (one order everywhere, decision 055); sorting
  // again keeps the rule visible here.
  const payables = [...(data?.payables ?? [])].sort(comparePayablesForDisplay);
  const debits = data?.pending_settlement_debits ?? [];
  const credits = data?.pending_settlement_credits ?? [];
  const hasPending = debits.length > 0 || credits.length > 0;
  const open = payables.filter((p) => comparePayableStatusForDisplay(p.status, 'due') === 0);
  const paid = payables.filter((p) => comparePayableStatusForDisplay(p.status, 'due') !== 0);
  const paidVisible = paid.slice(0, paidShown);
  const paidHidden = paid.length - paidVisible.length;

  if (payables.length === 0 && !hasPending) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
          <ReceiptIcon className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="text-muted-foreground">Nessun pagamento per questo contratto</p>
        </CardContent>
      </Card>
    );
  }

  const tickable = open.filter((p) => p.amount > 0);

  return (
    <div className="grid gap-4">
      {tickable.length > 0 && (
        <div className="flex justify-end">
          <RecordPaymentDialog
            contractId={contractId}
            openPayables={[...tickable].sort((a, b) => a.due_date.localeCompare(b.due_date))}
          />
        </div>
      )}
      <CollectSummary totalDue={data?.summary.total_due ?? 0} totalOverdue={data?.summary.total_overdue ?? 0} />
      <Card className="py-0">
        <ul className="divide-y" aria-label="Pagamenti del contratto">
          {open.map((payable) => (
            <PayableRow key={payable.id} payable={payable} />
          ))}
          {hasPending && (
            <PendingSettlementRow debits={debits} credits={credits} total={data?.summary.net_settlement_preview ?? 0} />
          )}
          {paidVisible.map((payable) => (
            <PayableRow key={payable.id} payable={payable} />
          ))}
        </ul>
        {paidHidden > 0 && (
          <div className="border-t p-3 text-center">
            <Button variant="ghost" onClick={() => setPaidShown((n) => n + PAID_PAGE_SIZE)}>
              Mostra pagamenti precedenti ({paidHidden})
            </Button>
          </div>
        )}
      </Card>
      <ContractPaymentsList contractId={contractId} receiptsNotEmailed={receiptsNotEmailed} />
    </div>
  );
}

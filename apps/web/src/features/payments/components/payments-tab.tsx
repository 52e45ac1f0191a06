import { fullName } from '@casaconti/core/display';
import {
  isCreditOwed,
  LANDLORD_REFUND_LABEL,
  landlordPayableStatusLabel,
  payableItemLabel,
} from '@casaconti/core/labels';
import { NET_BALANCE_LIST_SORTS, OVERDUE_FILTERS, netBalanceListQuerySchema } from '@casaconti/core/schemas/list';
import { CircleCheckIcon, FileSearchIcon } from 'lucide-react';
import { useCallback, useState } from 'react';
import { toast } from '@/lib/toast';
import { AmountRange } from '@/components/list/amount-range';
import {
  FilterChips,
  ListFooter,
  ListSearch,
  ListSort,
  filterChips,
  labelledOptions,
} from '@/components/list/list-controls';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate, formatMoney, formatPartlyPaid } from '@/lib/format';
import { useListParams } from '@/lib/list-params';
import { cn } from '@/lib/utils';
import { useConfirmContractPayments } from '../api/confirm-contract-payments';
import { useConfirmPayable } from '../api/confirm-payable';
import { type NetBalance, type OpenPayable, useNetBalancesPage } from '../api/get-net-balances';
import { confirmedDescription, PAYMENT_FAILURES, PAYMENT_TABLES } from '../lib/messages';
import { ActionConfirmDialog, useConfirmedAction } from './action-confirm-dialog';
import { ContractsTable } from './expandable-row';
import {
  defaultPaymentDetails,
  type PaymentDetails,
  PaymentDetailsFields,
  paymentDetailsBody,
} from './payment-details-fields';
import { SettlementDetailDialog } from './settlement-detail-dialog';
import { SignalledPayments } from './signalled-payments';

const STATUS_VARIANTS: Record<string, BadgeProps['variant']> = {
  due: 'outline',
  overdue: 'destructive',
  paid: 'success',
};

const SETTLEMENT_TYPES = new Set(['settlement_balance', 'settlement_credit']);

const tenantName = (row: NetBalance) => fullName(row.tenant);

function payableTitle(payable: OpenPayable) {
  return payableItemLabel(payable.type, payable.category);
}

function payablePeriod(payable: OpenPayable) {
  const start = payable.period_start_date ?? payable.due_date;
  const end = payable.period_end_date;
  return end && end !== start ? `${formatDate(start)} – ${formatDate(end)}` : formatDate(start);
}

const OVERDUE_CHIPS = filterChips('Tutti', OVERDUE_FILTERS, { true: 'Solo scaduti' });

const SORTS = labelledOptions(NET_BALANCE_LIST_SORTS, {
  tenant: 'Inquilino (A-Z)',
  property: 'Proprietà (A-Z)',
  amount_desc: 'Importo più alto',
  amount_asc: 'Importo più basso',
});

/** What is being confirmed: a whole contract, or one of its payables. */
type ConfirmTarget = { kind: 'contract'; row: NetBalance } | { kind: 'payable'; row: NetBalance; payable: OpenPayable };

function OpenPayables({
  row,
  onConfirm,
  onShowSettlement,
}: {
  row: NetBalance;
  onConfirm: (payable: OpenPayable) => void;
  onShowSettlement: (settlementId: string) => void;
}) {
  return (
    <ul className="grid gap-2 text-sm">
      {row.payables.map((payable) => {
        const title = payableTitle(payable);
        const settlementId = SETTLEMENT_TYPES.has(payable.type) ? payable.sourceSettlementId : null;
        return (
          <li key={payable.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
            <span className="grid min-w-0">
              {settlementId ? (
                <button
                  type="button"
                  onClick={() => onShowSettlement(settlementId)}
                  className="inline-flex w-fit items-center gap-1.5 rounded-sm text-left font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <FileSearchIcon className="size-4 shrink-0" aria-hidden="true" />
                  {title}
                  <span className="sr-only">: dettaglio del calcolo</span>
                </button>
              ) : (
                <span className="font-medium">{title}</span>
              )}
              <span className="text-xs text-muted-foreground">{payablePeriod(payable)}</span>
            </span>
            <span className="ml-auto flex items-center gap-2">
              <span className="grid justify-items-end">
                <span className={cn('font-medium tabular-nums', payable.amount < 0 && 'text-success')}>
                  {formatMoney(payable.amount)}
                </span>
                {formatPartlyPaid(payable) && (
                  <span className="text-xs text-muted-foreground tabular-nums">{formatPartlyPaid(payable)}</span>
                )}
              </span>
              <Badge
                variant={
                  isCreditOwed(payable.status, payable.amount)
                    ? 'success'
                    : (STATUS_VARIANTS[payable.status] ?? 'secondary')
                }
              >
                {landlordPayableStatusLabel(payable.status, payable.amount)}
              </Badge>
              {/* Money owed to the tenant is not a payment received (decision 054). */}
              {payable.status !== 'paid' && payable.amount >= 0 && (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  aria-label={`Conferma ${title} ${payablePeriod(payable)}`}
                  onClick={() => onConfirm(payable)}
                >
                  <CircleCheckIcon aria-hidden="true" />
                  Conferma
                </Button>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * 'Pagamenti' tab (docs/product.md §2 Landlord payments): the contracts with something due, netAmountDue,
 * 'Conferma Avvenuto Pagamento' for all of a contract; expanding lists the payables, each of which
 * can also be confirmed alone, and a final balance opens 'Dettaglio Calcolo Conguaglio'.
 */
export function PaymentsTab() {
  const { query, update } = useListParams(netBalanceListQuerySchema);
  const balances = useNetBalancesPage(query);
  const onSearch = useCallback((q: string) => update({ q }, { replace: true }), [update]);
  const narrowed = Boolean(query.q || query.overdue || query.minAmount !== undefined || query.maxAmount !== undefined);
  const page = balances.data;
  const confirmContract = useConfirmContractPayments();
  const confirmOne = useConfirmPayable();
  const [settlementId, setSettlementId] = useState<string | null>(null);
  const [isDetailOpen, setIsDetailOpen] = useState(false);
  const [details, setDetails] = useState<PaymentDetails>(defaultPaymentDetails);
  const confirmation = useConfirmedAction({
    run: (target: ConfirmTarget, idempotencyKey) => {
      const contractId = target.row.contractId;
      const body = paymentDetailsBody(details);
      return target.kind === 'contract'
        ? confirmContract.mutateAsync({ contractId, idempotencyKey, ...body })
        : confirmOne.mutateAsync({ payableId: target.payable.id, idempotencyKey, ...body });
    },
    onDone: ({ count }) => toast.success('Pagamento Confermato!', { description: confirmedDescription(count) }),
    failures: PAYMENT_FAILURES.confirm,
  });
  const target = confirmation.target;

  const ask = (next: ConfirmTarget) => {
    setDetails(defaultPaymentDetails());
    confirmation.ask(next);
  };

  const content = (
    <ContractsTable
      list={balances}
      narrowed={narrowed}
      texts={PAYMENT_TABLES.balances}
      emptyIcon={CircleCheckIcon}
      contract={(row) => row}
      row={(row, tenant) => ({
        amount:
          row.netAmountDue < 0 ? (
            // Owed to the tenant (docs/domain.md §6): the amount to give back, never 'da pagare'.
            <span className="text-success">{formatMoney(-row.netAmountDue)}</span>
          ) : (
            formatMoney(row.netAmountDue)
          ),
        detailLabel: `Pagamenti di ${tenant}`,
        detail: (
          <OpenPayables
            row={row}
            onConfirm={(payable) => ask({ kind: 'payable', row, payable })}
            onShowSettlement={(id) => {
              setSettlementId(id);
              setIsDetailOpen(true);
            }}
          />
        ),
        action:
          row.netAmountDue < 0 ? (
            // A net credit is money the landlord owes: nothing to confirm as received
            // (decision 054); it is netted against the next payment confirmed.
            <Badge variant="success">{LANDLORD_REFUND_LABEL}</Badge>
          ) : (
            <Button
              type="button"
              size="sm"
              className="h-auto min-h-8 whitespace-normal py-1.5 text-center"
              aria-label={`Conferma Avvenuto Pagamento di ${tenant}`}
              onClick={() => ask({ kind: 'contract', row })}
            >
              Conferma Avvenuto Pagamento
            </Button>
          ),
      })}
    />
  );

  return (
    <div className="grid gap-4">
      <SignalledPayments />
      <search className="grid gap-3" aria-label="Cerca e filtra i pagamenti">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <ListSearch
            value={query.q ?? ''}
            onSearch={onSearch}
            label="Cerca pagamenti"
            placeholder="Cerca inquilino, proprietà o indirizzo"
          />
          <ListSort value={query.sort} options={SORTS} onChange={(sort) => update({ sort })} />
        </div>
        <div className="flex flex-wrap items-start gap-x-6 gap-y-3">
          <FilterChips
            label="Scadenza"
            value={query.overdue ?? ''}
            chips={OVERDUE_CHIPS}
            onChange={(overdue) => update({ overdue })}
          />
          <AmountRange min={query.minAmount} max={query.maxAmount} onChange={update} />
        </div>
      </search>
      {content}
      <ListFooter
        data={page}
        query={query}
        update={update}
        sumLabel="Totale da incassare"
        noun={{ one: 'contratto', many: 'contratti' }}
      />
      <ActionConfirmDialog
        {...confirmation.dialog}
        title="Conferma Avvenuto Pagamento"
        description={target && <ConfirmText target={target} />}
        confirmLabel="Conferma pagamento"
        busyLabel="Conferma in corso…"
      >
        <PaymentDetailsFields value={details} onChange={setDetails} />
      </ActionConfirmDialog>
      <SettlementDetailDialog settlementId={settlementId} open={isDetailOpen} onOpenChange={setIsDetailOpen} />
    </div>
  );
}

function ConfirmText({ target }: { target: ConfirmTarget }) {
  if (target.kind === 'payable') {
    return (
      <p>
        Confermi di aver ricevuto da {tenantName(target.row)} il pagamento di {payableTitle(target.payable)} (
        {payablePeriod(target.payable)}) di{' '}
        <strong className="text-foreground">{formatMoney(target.payable.amount)}</strong>?
      </p>
    );
  }
  const count = target.row.payables.filter((p) => p.status !== 'paid').length;
  return (
    <p>
      Confermi di aver ricevuto da {tenantName(target.row)} ({target.row.property}) tutti i pagamenti in attesa ({count}
      ) per un totale di <strong className="text-foreground">{formatMoney(target.row.netAmountDue)}</strong>?
    </p>
  );
}

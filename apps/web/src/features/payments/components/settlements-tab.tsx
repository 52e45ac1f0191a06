import { fullName } from '@casaconti/core/display';
import { categoryLabel, creditSourceLabel } from '@casaconti/core/labels';
import { SETTLEMENT_PREVIEW_LIST_SORTS, settlementPreviewListQuerySchema } from '@casaconti/core/schemas/list';
import { ScaleIcon } from 'lucide-react';
import type * as React from 'react';
import { useCallback } from 'react';
import { toast } from '@/lib/toast';
import { ListFooter, ListSearch, ListSort, labelledOptions } from '@/components/list/list-controls';
import { Button } from '@/components/ui/button';
import { formatCreditDate, formatDate, formatMoney } from '@/lib/format';
import { useListParams } from '@/lib/list-params';
import { type SettlementPreview, useSettlementPreviewsPage } from '../api/get-settlement-previews';
import { useSettleContract } from '../api/settle-contract';
import { PAYMENT_FAILURES, PAYMENT_TABLES, settledDescription } from '../lib/messages';
import { ActionConfirmDialog, useConfirmedAction } from './action-confirm-dialog';
import { ContractsTable } from './expandable-row';

const SORTS = labelledOptions(SETTLEMENT_PREVIEW_LIST_SORTS, {
  tenant: 'Inquilino (A-Z)',
  property: 'Proprietà (A-Z)',
  amount_desc: 'Totale più alto',
  amount_asc: 'Totale più basso',
});

const tenantName = (preview: SettlementPreview) => fullName(preview.summary.tenant);

/** Pending costs ('Costo') and available credits ('Credito', negative and green) of one contract. */
function PreviewBreakdown({ breakdown }: { breakdown: SettlementPreview['breakdown'] }) {
  return (
    <ul className="grid gap-1.5 text-sm">
      {breakdown.pendingSplits.map((split) => (
        <li key={split.splitId} className="flex flex-wrap items-baseline justify-between gap-x-4">
          <span>
            <span className="font-medium">Costo</span> · {categoryLabel(split.billCategory)}
            <span className="text-muted-foreground"> · {formatDate(split.periodEndDate)}</span>
          </span>
          <span className="ml-auto tabular-nums">{formatMoney(split.amount)}</span>
        </li>
      ))}
      {breakdown.availableCredits.map((credit) => (
        <li key={credit.creditId} className="flex flex-wrap items-baseline justify-between gap-x-4">
          <span>
            <span className="font-medium">Credito</span> ·{' '}
            {creditSourceLabel(credit.sourceType, credit.depositInterestYear)}
            <span className="text-muted-foreground">
              {' '}
              · {formatCreditDate({ coveredMonth: credit.coveredMonth, date: credit.createdAt })}
            </span>
          </span>
          <span className="ml-auto tabular-nums text-success">{formatMoney(-credit.amount)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * 'Conguagli' tab (docs/product.md §2 Landlord payments): one row per contract with something to settle;
 * 'Conguaglia' asks for confirmation ('Conferma Conguaglio', irreversible) and creates the final
 * balance. `footer` (the manual adjustment button) sits at the bottom.
 */
export function SettlementsTab({ footer }: { footer: React.ReactNode }) {
  const { query, update } = useListParams(settlementPreviewListQuerySchema);
  const previews = useSettlementPreviewsPage(query);
  const onSearch = useCallback((q: string) => update({ q }, { replace: true }), [update]);
  const narrowed = Boolean(query.q || query.minAmount !== undefined || query.maxAmount !== undefined);
  const page = previews.data;
  const settle = useSettleContract();
  const settlement = useConfirmedAction({
    run: (preview: SettlementPreview, idempotencyKey) =>
      settle.mutateAsync({ contractId: preview.summary.contractId, idempotencyKey }),
    onDone: (result) =>
      toast.success('Conguaglio Completato!', { description: settledDescription(formatMoney(result.finalBalance)) }),
    failures: PAYMENT_FAILURES.settle,
  });
  const target = settlement.target;

  const content = (
    <ContractsTable
      list={previews}
      narrowed={narrowed}
      texts={PAYMENT_TABLES.previews}
      emptyIcon={ScaleIcon}
      contract={(preview) => preview.summary}
      row={(preview, tenant) => ({
        amount: formatMoney(preview.summary.netAmountToBeSettled),
        detailLabel: `Da conguagliare per ${tenant}`,
        detail: <PreviewBreakdown breakdown={preview.breakdown} />,
        action: (
          <Button type="button" size="sm" aria-label={`Conguaglia ${tenant}`} onClick={() => settlement.ask(preview)}>
            Conguaglia
          </Button>
        ),
      })}
    />
  );

  return (
    <div className="grid gap-4">
      <search className="flex flex-wrap items-center justify-between gap-3" aria-label="Cerca i conguagli">
        <ListSearch
          value={query.q ?? ''}
          onSearch={onSearch}
          label="Cerca conguagli"
          placeholder="Cerca inquilino, proprietà o indirizzo"
        />
        <ListSort value={query.sort} options={SORTS} onChange={(sort) => update({ sort })} />
      </search>
      {content}
      <ListFooter
        data={page}
        query={query}
        update={update}
        sumLabel="Totale da conguagliare"
        noun={{ one: 'contratto', many: 'contratti' }}
      />
      {footer}
      <ActionConfirmDialog
        {...settlement.dialog}
        title="Conferma Conguaglio"
        description={
          target && (
            <>
              <p>
                Il conguaglio di {tenantName(target)} ({target.summary.property}) include tutti i costi e i crediti in
                sospeso e crea un saldo finale di{' '}
                <strong className="text-foreground">{formatMoney(target.summary.netAmountToBeSettled)}</strong>.
              </p>
              <p>Questa operazione non può essere annullata.</p>
            </>
          )
        }
        confirmLabel="Conguaglia"
        busyLabel="Calcolo del conguaglio in corso…"
      />
    </div>
  );
}

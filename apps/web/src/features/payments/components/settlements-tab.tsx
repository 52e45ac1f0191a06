import { fullName } from '@casaconti/core/display';
import { categoryLabel, creditSourceLabel } from '@casaconti/core/labels';
import { settlementPreviewListQuerySchema } from '@casaconti/core/schemas/list';
import { ScaleIcon } from 'lucide-react';
import type * as React from 'react';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { ListFooter, ListSearch, ListSort } from '@/components/list/list-controls';
import { Button } from '@/components/ui/button';
import { formatCreditDate, formatDate, formatMoney } from '@/lib/format';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useListParams } from '@/lib/list-params';
import { type SettlementPreview, useSettlementPreviewsPage } from '../api/get-settlement-previews';
import { useSettleContract } from '../api/settle-contract';
import { failureMessage, PAYMENT_FAILURES, refusalReason, settledDescription } from '../lib/messages';
import { type ActionFailure, ActionConfirmDialog } from './action-confirm-dialog';
import { ContractsTable, ExpandableRow } from './expandable-row';

const SORTS = [
  { value: 'tenant', label: 'Inquilino (A-Z)' },
  { value: 'property', label: 'Proprietà (A-Z)' },
  { value: 'amount_desc', label: 'Totale più alto' },
  { value: 'amount_asc', label: 'Totale più basso' },
];

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
            <span className="font-medium">Credito</span> · {creditSourceLabel(credit.sourceType)}
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
 * 'Conguagli' tab (SPEC §2 Landlord payments): one row per contract with something to settle;
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
  // The contract stays set while the dialog closes, so its text does not vanish mid-animation.
  const [target, setTarget] = useState<SettlementPreview | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  // One key per opening of the dialog, kept across a failed attempt: a repeat answers the first
  // success (decision 048).
  const [idempotencyKey, setIdempotencyKey] = useState('');

  const close = () => {
    setIsOpen(false);
    setFailure(null);
  };

  const onSettle = async () => {
    if (!target) return;
    setFailure(null);
    await settle.mutateAsync({ contractId: target.summary.contractId, idempotencyKey }).then(
      (result) => {
        close();
        toast.success('Conguaglio Completato!', {
          description: settledDescription(formatMoney(result.finalBalance)),
        });
      },
      (error: Error) =>
        setFailure({ title: failureMessage(error, PAYMENT_FAILURES.settle), reason: refusalReason(error) }),
    );
  };

  const content = (
    <ContractsTable
      list={previews}
      narrowed={narrowed}
      failure={(error) => failureMessage(error, PAYMENT_FAILURES.previews)}
      label="Conguagli da calcolare"
      amountHeader="Totale"
      empty="Nessun conguaglio da calcolare"
      noMatch="Nessun conguaglio corrisponde alla ricerca"
      emptyIcon={ScaleIcon}
    >
      {(items) =>
        items.map((preview) => (
          <ExpandableRow
            key={preview.summary.contractId}
            tenant={tenantName(preview)}
            property={preview.summary.property}
            amount={formatMoney(preview.summary.netAmountToBeSettled)}
            detailLabel={`Da conguagliare per ${tenantName(preview)}`}
            detail={<PreviewBreakdown breakdown={preview.breakdown} />}
            action={
              <Button
                type="button"
                size="sm"
                aria-label={`Conguaglia ${tenantName(preview)}`}
                onClick={() => {
                  setFailure(null);
                  setTarget(preview);
                  setIdempotencyKey(newIdempotencyKey());
                  setIsOpen(true);
                }}
              >
                Conguaglia
              </Button>
            }
          />
        ))
      }
    </ContractsTable>
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
        open={isOpen}
        onOpenChange={(open) => !open && close()}
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
        failure={failure}
        onConfirm={onSettle}
      />
    </div>
  );
}

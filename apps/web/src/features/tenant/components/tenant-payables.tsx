import { lazy, Suspense } from 'react';
import { useOpenDocument } from '@/lib/documents/open-document';
import { useTenantStatements } from '../api/get-tenant-statements';
import { useTenantSignals } from '../api/payment-signals';
import { SignalPaymentButton } from './signal-payment-button';
import { TenantSignals } from './tenant-signals';
import { TenantListStates } from './tenant-list-states';
import { TenantPayablesList } from './tenant-payables-list';
import { AmountDue, SettlementPreview } from '@/components/statement/statement-sections';
import { PaymentRequestCard } from '@/components/statement/statement-payment-request';
import { StatementReceipts } from '@/components/statement/statement-receipts';

// The 'Ho pagato' dialog (a form with a date picker and an upload) is not in the page's first
// load: it is asked for as the page first renders, its button disabled until it is in.
const SignalPaymentDialog = lazy(() =>
  import('./signal-payment-dialog').then((module) => ({ default: module.SignalPaymentDialog })),
);

/**
 * The tenant's payables per contract: what is still owed with the statement's labels, details and
 * documents, 'Ho pagato' and their signalled payments (docs/domain.md §12), the payments received with
 * receipts; then every payable, paid ones too, a page at a time (decision 121).
 */
export function TenantPayables() {
  const statements = useTenantStatements();
  const signals = useTenantSignals();
  const openDocument = useOpenDocument();
  return (
    <TenantListStates query={statements} placeholderClassName="h-64" failureTitle="Impossibile caricare i pagamenti.">
      {(items) => (
        <div className="grid gap-8">
          {items.map(({ contractId, statement }) => (
            <section key={contractId} className="grid gap-4" aria-label={statement.property_info.name}>
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0">
                  <h2 className="break-words text-lg font-semibold">{statement.property_info.name}</h2>
                  <p className="break-words text-sm text-muted-foreground">{statement.property_info.address}</p>
                </div>
                <Suspense fallback={<SignalPaymentButton propertyName={statement.property_info.name} disabled />}>
                  <SignalPaymentDialog contractId={contractId} propertyName={statement.property_info.name} />
                </Suspense>
              </div>
              {/* Paid ones are in the paged list below: this card lists what is still owed. */}
              <AmountDue
                statement={{ ...statement, payables: statement.payables.filter((p) => p.status !== 'paid') }}
                onOpenDocument={(documentId) => openDocument.mutate({ document_id: documentId })}
              />
              {statement.payment_request && <PaymentRequestCard request={statement.payment_request} />}
              {statement.settlement_preview && <SettlementPreview preview={statement.settlement_preview} />}
              <TenantSignals signals={(signals.data ?? []).filter((s) => s.contractId === contractId)} />
              <StatementReceipts
                payments={statement.payments}
                openingEntry={statement.opening_entry}
                receiptHref={(id) => `/api/tenant/payments/${id}/receipt`}
              />
            </section>
          ))}
          <TenantPayablesList />
        </div>
      )}
    </TenantListStates>
  );
}

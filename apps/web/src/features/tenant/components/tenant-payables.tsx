import { useOpenDocument } from '@/lib/documents/open-document';
import { useTenantStatements } from '../api/get-tenant-statements';
import { TenantListStates } from './tenant-list-states';
import { AmountDue, SettlementPreview } from '@/components/statement/statement-sections';
import { StatementReceipts } from '@/components/statement/statement-receipts';

/** The tenant's payables per contract, with the statement's labels, details and documents. */
export function TenantPayables() {
  const statements = useTenantStatements();
  const openDocument = useOpenDocument();
  return (
    <TenantListStates query={statements} placeholderClassName="h-64" failureTitle="Impossibile caricare i pagamenti.">
      {(items) => (
        <div className="grid gap-8">
          {items.map(({ contractId, statement }) => (
            <section key={contractId} className="grid gap-4" aria-label={statement.property_info.name}>
              <div>
                <h2 className="text-lg font-semibold">{statement.property_info.name}</h2>
                <p className="text-sm text-muted-foreground">{statement.property_info.address}</p>
              </div>
              <AmountDue
                statement={statement}
                onOpenDocument={(documentId) => openDocument.mutate({ document_id: documentId })}
              />
              {statement.settlement_preview && <SettlementPreview preview={statement.settlement_preview} />}
              <StatementReceipts
                payments={statement.payments}
                receiptHref={(id) => `/api/tenant/payments/${id}/receipt`}
              />
            </section>
          ))}
        </div>
      )}
    </TenantListStates>
  );
}

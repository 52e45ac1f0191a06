import { QueryStates } from '@/components/query-states';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useIsMobile } from '@/components/ui/use-mobile';
import { useOpenDocument } from '@/lib/documents/open-document';
import { useTenantStatements } from '../api/get-tenant-statements';
import { AmountDue, SettlementPreview } from './public-statement';

/** The tenant's payables per contract, with the statement's labels, details and documents. */
export function TenantPayables() {
  const statements = useTenantStatements();
  const isMobile = useIsMobile();
  const openDocument = useOpenDocument();
  return (
    <QueryStates
      query={statements}
      pending={<Skeleton className="h-64" aria-busy="true" />}
      failureTitle={() => 'Impossibile caricare i pagamenti.'}
      failureDetail={(error) => error.message}
      empty={
        <Card className="py-10 text-center">
          <CardContent>Non hai ancora contratti attivi</CardContent>
        </Card>
      }
    >
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
                asCards={isMobile}
                onOpenDocument={(documentId) => openDocument.mutate({ document_id: documentId })}
              />
              {statement.settlement_preview && <SettlementPreview preview={statement.settlement_preview} />}
            </section>
          ))}
        </div>
      )}
    </QueryStates>
  );
}

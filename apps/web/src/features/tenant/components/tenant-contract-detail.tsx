import { CONTRACT_MESSAGES } from '@casaconti/core/messages';
import { paths } from '@casaconti/core/paths';
import { formatAddress } from '@casaconti/core/display';
import { categoryLabel, costModelLabel, OPEN_END_DATE_LABEL } from '@casaconti/core/labels';
import { ArrowLeftIcon, FileTextIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ContractStatusBadge } from '@/components/contract-status-badge';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useOpenDocument } from '@/lib/documents/open-document';
import { formatDate, formatMoney } from '@/lib/format';
import { useTenantContract } from '../api/get-tenant-contract';

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** A tenant's own contract, read-only: property, rooms, terms, utility agreements, documents. */
export function TenantContractDetail({ contractId }: { contractId: string }) {
  const contract = useTenantContract(contractId);
  const openDocument = useOpenDocument();
  const back = (
    <Button asChild variant="ghost" className="justify-self-start">
      <Link to={paths.tenant.contracts()}>
        <ArrowLeftIcon aria-hidden="true" /> I miei contratti
      </Link>
    </Button>
  );
  if (contract.isPending) return <Skeleton className="h-64" aria-busy="true" />;
  if (contract.isError) {
    return (
      <div className="grid gap-4">
        {back}
        <Alert variant="error" title={CONTRACT_MESSAGES.loadError}>
          {contract.error.message}
        </Alert>
      </div>
    );
  }
  const c = contract.data;
  const p = c.property;
  return (
    <div className="grid gap-4">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold">{p.name}</h2>
        <ContractStatusBadge status={c.status} />
      </div>
      <p className="text-muted-foreground">
        {formatAddress({
          streetAddress: p.street_address,
          postalCode: p.postal_code,
          province: p.province,
          country: p.country,
        })}
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="gap-3 py-5">
          <CardHeader className="px-5">
            <CardTitle>
              <h3>Condizioni</h3>
            </CardTitle>
          </CardHeader>
          <CardContent className="px-5">
            <dl className="grid gap-2 text-sm">
              <Item label="Data inizio">{formatDate(c.startDate)}</Item>
              <Item label="Data fine">{c.endDate ? formatDate(c.endDate) : OPEN_END_DATE_LABEL}</Item>
              <Item label="Numero occupanti">{c.numberOfOccupants}</Item>
              <Item label="Affitto mensile">{formatMoney(c.rentAmount)}</Item>
              <Item label="Quota fissa mensile">{formatMoney(c.fixedFeeAmount)}</Item>
              <Item label="Anticipo conguaglio mensile">{formatMoney(c.settlementBaseAmount)}</Item>
              <Item label="Stanze">
                <span className="flex flex-wrap justify-end gap-1">
                  {c.rooms.map((room) => (
                    <Badge key={room.id} variant="secondary">
                      {room.name}
                    </Badge>
                  ))}
                </span>
              </Item>
            </dl>
          </CardContent>
        </Card>
        <Card className="gap-3 py-5">
          <CardHeader className="px-5">
            <CardTitle>
              <h3>Gestione delle utenze</h3>
            </CardTitle>
          </CardHeader>
          <CardContent className="px-5">
            <dl className="grid gap-2 text-sm">
              {c.utilityAgreements.map((a) => (
                <Item key={a.category} label={categoryLabel(a.category)}>
                  {costModelLabel(a.costModel)}
                </Item>
              ))}
            </dl>
          </CardContent>
        </Card>
      </div>
      <Card className="gap-3 py-5">
        <CardHeader className="px-5">
          <CardTitle>
            <h3>Documenti</h3>
          </CardTitle>
        </CardHeader>
        <CardContent className="px-5">
          {c.documents.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nessun documento allegato</p>
          ) : (
            <ul className="grid gap-2">
              {c.documents.map((doc) => (
                <li key={doc.id}>
                  <Button
                    variant="link"
                    className="h-auto p-0"
                    onClick={() => openDocument.mutate({ document_id: doc.id })}
                  >
                    <FileTextIcon aria-hidden="true" /> {doc.fileName}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

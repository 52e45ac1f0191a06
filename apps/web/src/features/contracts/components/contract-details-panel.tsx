import { fullName } from '@casaconti/core/display';
import { categoryLabel, costModelLabel, OPEN_END_DATE_LABEL } from '@casaconti/core/labels';
import { FileTextIcon, MailIcon } from 'lucide-react';
import type * as React from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useOpenDocument } from '@/lib/documents/open-document';
import { cn } from '@/lib/utils';
import type { ContractDetail } from '../api/get-contract';
import { formatDate, formatMoney } from '@/lib/format';
import { CONTRACT_TYPE_LABELS, ISTAT_UPDATE_SHARE_LABELS } from '@casaconti/core/lease';

function Section({ title, children, className }: { title: string; children: React.ReactNode; className?: string }) {
  return (
    <Card className={cn('gap-4', className)}>
      <CardHeader className="px-4 sm:px-6">
        <CardTitle asChild>
          <h3 className="text-base">{title}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">{children}</CardContent>
    </Card>
  );
}

function Facts({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="grid gap-3 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 break-words text-right font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** 'Dettagli' tab: tenant, property and rooms, terms, utility agreements, documents. */
export function ContractDetailsPanel({ contract }: { contract: ContractDetail }) {
  const openDocument = useOpenDocument();
  const { property } = contract;
  const address = [property.street_address, property.postal_code, property.province, property.country]
    .filter(Boolean)
    .join(', ');

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Section title="Inquilino">
        <div className="grid gap-1 text-sm">
          <p className="font-medium">
            {fullName({ firstName: contract.tenantFirstName, lastName: contract.tenantLastName })}
          </p>
          <p className="flex min-w-0 items-center gap-1.5 text-muted-foreground">
            <MailIcon className="size-4 shrink-0" aria-hidden="true" />
            <a href={`mailto:${contract.tenantEmail}`} className="min-w-0 break-all underline-offset-4 hover:underline">
              {contract.tenantEmail}
            </a>
          </p>
        </div>
      </Section>

      <Section title="Immobile">
        <div className="grid gap-3 text-sm">
          <div className="grid gap-1">
            <p className="font-medium">{property.name}</p>
            <p className="break-words text-muted-foreground">{address}</p>
          </div>
          {contract.rooms.length > 0 && (
            <div className="flex flex-wrap items-center gap-1.5">
              <span className="text-muted-foreground">Stanze:</span>
              {contract.rooms.map((room) => (
                <Badge key={room.id} variant="secondary">
                  {room.name}
                </Badge>
              ))}
            </div>
          )}
        </div>
      </Section>

      <Section title="Condizioni">
        <Facts
          rows={[
            ['Data inizio', formatDate(contract.startDate)],
            ['Data fine', contract.endDate ? formatDate(contract.endDate) : OPEN_END_DATE_LABEL],
            ['Numero occupanti', contract.numberOfOccupants],
            ['Affitto mensile', formatMoney(contract.rentAmount)],
            ['Quota fissa mensile', formatMoney(contract.fixedFeeAmount)],
            ['Anticipo conguaglio mensile', formatMoney(contract.settlementBaseAmount)],
          ]}
        />
      </Section>

      <Section title="Contratto e deposito">
        <Facts
          rows={[
            ['Tipo di contratto', CONTRACT_TYPE_LABELS[contract.lease.contract_type]],
            ['Cedolare secca', contract.lease.cedolare_secca ? 'Sì' : 'No'],
            ['Aggiornamento ISTAT', ISTAT_UPDATE_SHARE_LABELS[contract.lease.istat_update_share]],
            [
              'Registrazione',
              contract.lease.registration_date || contract.lease.registration_code
                ? [
                    contract.lease.registration_date ? formatDate(contract.lease.registration_date) : null,
                    contract.lease.registration_code,
                    contract.lease.registration_office,
                  ]
                    .filter(Boolean)
                    .join(' · ')
                : 'Non indicata',
            ],
            [
              'Deposito cauzionale',
              contract.lease.deposit_amount !== null && contract.lease.deposit_received_on
                ? `${formatMoney(contract.lease.deposit_amount)} ricevuto il ${formatDate(contract.lease.deposit_received_on)}`
                : 'Nessun deposito',
            ],
            ...(contract.lease.deposit_amount !== null
              ? ([
                  ['Custodito come', contract.lease.deposit_held_as ?? '—'],
                  ['Interessi legali', contract.lease.deposit_interest_due ? 'Dovuti' : 'Non dovuti'],
                ] as [string, React.ReactNode][])
              : []),
          ]}
        />
      </Section>

      <Section title="Gestione delle utenze">
        <Facts
          rows={contract.utilityAgreements.map((agreement) => [
            categoryLabel(agreement.category),
            costModelLabel(agreement.costModel),
          ])}
        />
      </Section>

      <Section title="Documenti" className="lg:col-span-2">
        {contract.documents.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nessun documento allegato</p>
        ) : (
          <ul className="grid gap-2">
            {contract.documents.map((document) => (
              <li key={document.id}>
                <Button
                  type="button"
                  variant="outline"
                  className="h-auto max-w-full justify-start py-2 text-left whitespace-normal"
                  disabled={openDocument.isPending && openDocument.variables?.document_id === document.id}
                  onClick={() => openDocument.mutate({ document_id: document.id })}
                >
                  <FileTextIcon className="text-primary" aria-hidden="true" />
                  <span className="min-w-0 break-all">{document.fileName}</span>
                  <span className="sr-only">(si apre in una nuova scheda)</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

import { paths } from '@casaconti/core/paths';
import { fullName } from '@casaconti/core/display';
import { OPEN_END_DATE_LABEL } from '@casaconti/core/labels';
import { CalendarIcon, ChevronRightIcon, DoorOpenIcon, FileTextIcon, PlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { isConnectionError } from '@/lib/error-message';
import { type ContractListItem, useContracts } from '../api/get-contracts';
import { ContractStatusBadge } from '@/components/contract-status-badge';
import { formatDate, formatMoney } from '@/lib/format';

function ContractCard({ contract }: { contract: ContractListItem }) {
  const { tenant, property, rooms } = contract;
  const tenantName = fullName(tenant);
  return (
    <li>
      <Link
        to={paths.landlord.contract(contract.contractId)}
        className="group block rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <Card className="gap-3 py-4 transition-colors group-hover:border-primary/40 group-hover:bg-accent/30">
          <CardContent className="grid gap-3 px-4 sm:px-5">
            <div className="grid gap-1">
              <div className="flex min-w-0 items-start justify-between gap-3">
                <h3 className="min-w-0 truncate font-semibold">{tenantName}</h3>
                <div className="flex shrink-0 items-center gap-1">
                  <ContractStatusBadge status={contract.status} />
                  <ChevronRightIcon className="size-4 text-muted-foreground" aria-hidden="true" />
                </div>
              </div>
              <p className="line-clamp-2 break-words text-sm text-muted-foreground">
                {property.name} · {property.streetAddress}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
              <span className="font-medium">
                {formatMoney(contract.rentAmount)}
                <span className="font-normal text-muted-foreground"> / mese</span>
              </span>
              <span className="inline-flex items-center gap-1.5 text-muted-foreground">
                <CalendarIcon className="size-4" aria-hidden="true" />
                {formatDate(contract.startDate)} –{' '}
                {contract.endDate ? formatDate(contract.endDate) : OPEN_END_DATE_LABEL}
              </span>
            </div>
            {rooms.length > 0 && (
              <div className="flex flex-wrap items-center gap-1.5">
                <DoorOpenIcon className="size-4 text-muted-foreground" aria-hidden="true" />
                <span className="sr-only">Stanze:</span>
                {rooms.map((room) => (
                  <Badge key={room.id} variant="secondary">
                    {room.name}
                  </Badge>
                ))}
              </div>
            )}
          </CardContent>
        </Card>
      </Link>
    </li>
  );
}

/** Contracts list (SPEC §2): the landlord's contracts, newest first as the API sends them. */
export function ContractsList() {
  const contracts = useContracts();

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-base font-semibold">I tuoi contratti</h2>
        <Button asChild>
          <Link to={paths.landlord.selectProperty()}>
            <PlusIcon aria-hidden="true" /> Nuovo contratto
          </Link>
        </Button>
      </div>

      {contracts.isPending ? (
        <ul className="grid gap-3" aria-busy="true" aria-label="Caricamento contratti">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton className="h-32 rounded-xl" />
            </li>
          ))}
        </ul>
      ) : contracts.isError ? (
        <LoadError title="Errore nel caricamento dei contratti" onRetry={() => void contracts.refetch()}>
          {isConnectionError(contracts.error)
            ? 'Errore di connessione durante il caricamento dei contratti.'
            : 'Impossibile caricare i contratti.'}
        </LoadError>
      ) : contracts.data.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
            <FileTextIcon className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="text-muted-foreground">Non hai ancora contratti attivi</p>
          </CardContent>
        </Card>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {contracts.data.map((contract) => (
            <ContractCard key={contract.contractId} contract={contract} />
          ))}
        </ul>
      )}
    </div>
  );
}

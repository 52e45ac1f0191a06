import { PROPERTY_MESSAGES } from '@casaconti/core/messages';
import { paths } from '@casaconti/core/paths';
import { fullName } from '@casaconti/core/display';
import { OPEN_END_DATE_LABEL } from '@casaconti/core/labels';
import { DoorOpenIcon, FilePlusIcon, PlusIcon, UserIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { formatDate, formatMoney } from '@/lib/format';
import type { ActiveContract, PropertyDetailsResponse } from '../api/get-property';

function newContractUrl(propertyId: string, roomId?: string) {
  const params = new URLSearchParams({ property_id: propertyId });
  if (roomId) params.set('preselected_room_id', roomId);
  return paths.landlord.newContract(params);
}

function ContractCard({ contract }: { contract: ActiveContract }) {
  const tenantName = fullName(contract.tenant);
  return (
    <Link
      to={paths.landlord.contract(contract.id)}
      className="block h-full rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <Card className="h-full gap-3 px-5 py-4 transition-colors hover:border-primary/40 hover:shadow-md">
        <div className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 items-center gap-2">
            <UserIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <h4 className="truncate font-semibold">{tenantName}</h4>
          </div>
          <p className="shrink-0 text-right">
            <span className="font-semibold tabular-nums">{formatMoney(contract.rent_amount)}</span>
            <span className="text-sm text-muted-foreground"> /mese</span>
          </p>
        </div>
        <p className="text-sm text-muted-foreground">
          {formatDate(contract.start_date)} – {formatDate(contract.end_date, OPEN_END_DATE_LABEL)}
        </p>
        {contract.rooms.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Stanze">
            {contract.rooms.map((room) => (
              <li key={room.id}>
                <Badge variant="secondary">{room.name}</Badge>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </Link>
  );
}

/**
 * Contracts tab: current contracts of the property and its vacant rooms. A property without rooms
 * offers no contract (it could only fail): it says why and leads to adding rooms.
 */
export function PropertyContractsTab({ property }: { property: PropertyDetailsResponse }) {
  const propertyId = property.propertyDetails.id;
  const { activeContracts, vacantRooms } = property.contractsAndRooms;
  const hasRooms = property.rooms.length > 0 || activeContracts.length > 0;

  return (
    <div className="grid grid-cols-1 gap-6">
      <section aria-labelledby="active-contracts-title" className="grid grid-cols-1 gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="active-contracts-title" className="text-base font-semibold">
            Contratti attivi
          </h3>
          {hasRooms && (
            <Button asChild size="sm">
              <Link to={newContractUrl(propertyId)}>
                <PlusIcon aria-hidden="true" />
                Aggiungi contratto
              </Link>
            </Button>
          )}
        </div>
        {activeContracts.length > 0 ? (
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {activeContracts.map((contract) => (
              <li key={contract.id}>
                <ContractCard contract={contract} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">Nessun contratto attivo.</p>
        )}
      </section>

      <section aria-labelledby="vacant-rooms-title" className="grid grid-cols-1 gap-3">
        <h3 id="vacant-rooms-title" className="text-base font-semibold">
          Stanze libere
        </h3>
        {!hasRooms ? (
          <Card className="border-dashed">
            <CardContent className="flex flex-col items-center gap-3 text-center">
              <DoorOpenIcon aria-hidden="true" className="size-6 text-muted-foreground" />
              <p className="text-sm text-muted-foreground">{PROPERTY_MESSAGES.noRooms}</p>
              <p className="text-sm text-muted-foreground">
                Un contratto assegna una o più stanze: aggiungi prima le stanze della proprietà.
              </p>
              <Button asChild size="sm" variant="outline">
                <Link to={paths.landlord.editProperty(propertyId)}>
                  <PlusIcon aria-hidden="true" />
                  Aggiungi stanze
                </Link>
              </Button>
            </CardContent>
          </Card>
        ) : vacantRooms.length === 0 ? (
          <p className="text-sm text-muted-foreground">Tutte le stanze sono occupate.</p>
        ) : (
          <Card className="gap-0 py-0">
            <ul className="divide-y">
              {vacantRooms.map((room) => (
                <li key={room.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3">
                  <div className="min-w-0">
                    <p className="font-medium">{room.name}</p>
                    {room.description && <p className="text-sm text-muted-foreground">{room.description}</p>}
                  </div>
                  <Button asChild variant="outline" size="sm">
                    <Link to={newContractUrl(propertyId, room.id)} aria-label={`Nuovo contratto per ${room.name}`}>
                      <FilePlusIcon aria-hidden="true" />
                      Nuovo contratto
                    </Link>
                  </Button>
                </li>
              ))}
            </ul>
          </Card>
        )}
      </section>
    </div>
  );
}

import { CONTRACT_MESSAGES } from '@casaconti/core/messages';
import { paths } from '@casaconti/core/paths';
import { fullName } from '@casaconti/core/display';
import { OPEN_END_DATE_LABEL } from '@casaconti/core/labels';
import { CalendarIcon, ChevronRightIcon, DoorOpenIcon, FileTextIcon, PlusIcon } from 'lucide-react';
import { CONTRACT_LIST_SORTS, LISTED_CONTRACT_STATUSES, contractListQuerySchema } from '@casaconti/core/schemas/list';
import { type ReactNode, useCallback } from 'react';
import { Link } from 'react-router';
import {
  FilterChips,
  ListParamsPagination,
  ListSearch,
  ListSort,
  type PropertyFilterProps,
  filterChips,
  labelledOptions,
} from '@/components/list/list-controls';
import { useListParams } from '@/lib/list-params';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { isConnectionError } from '@/lib/error-message';
import { type ContractListItem, useContractsPage } from '../api/get-contracts-page';
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

const STATUS_CHIPS = filterChips('Tutti', LISTED_CONTRACT_STATUSES, {
  active: 'Attivi',
  pending_acceptance: 'In attesa',
  expired: 'Scaduti',
});

const SORTS = labelledOptions(CONTRACT_LIST_SORTS, {
  start_desc: 'Inizio più recente',
  start_asc: 'Inizio meno recente',
  tenant: 'Inquilino (A-Z)',
  property: 'Proprietà (A-Z)',
  rent_desc: 'Canone più alto',
  rent_asc: 'Canone più basso',
});

/**
 * Contracts list (docs/product.md §2): the landlord's contracts a page at a time (decision 080), with a
 * search box, status chips with their counts, a property filter (decision 097), a sort and pages
 * of 25/50/100; the state is the URL.
 */
export function ContractsList({ propertyFilter }: { propertyFilter?: (props: PropertyFilterProps) => ReactNode }) {
  const { query, update } = useListParams(contractListQuerySchema);
  const contracts = useContractsPage(query);
  const onSearch = useCallback((q: string) => update({ q }, { replace: true }), [update]);
  const data = contracts.data;
  const counts = data?.counts;
  const all = counts ? counts.active + counts.pending_acceptance + counts.expired : undefined;
  const narrowed = Boolean(query.q || query.status || query.propertyId);

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

      <search className="grid gap-3" aria-label="Cerca e filtra i contratti">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <ListSearch
            value={query.q ?? ''}
            onSearch={onSearch}
            label="Cerca contratti"
            placeholder="Cerca inquilino, proprietà o indirizzo"
          />
          <ListSort value={query.sort} options={SORTS} onChange={(sort) => update({ sort })} />
        </div>
        {propertyFilter?.({
          value: query.propertyId ?? '',
          selectedName: data?.items.find((item) => item.property.id === query.propertyId)?.property.name,
          onChange: (propertyId) => update({ propertyId }),
        })}
        <FilterChips
          label="Stato del contratto"
          value={query.status ?? ''}
          chips={STATUS_CHIPS.map((chip) => ({
            ...chip,
            count: counts ? (chip.value ? counts[chip.value] : all) : undefined,
          }))}
          onChange={(status) => update({ status })}
        />
      </search>

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
      ) : data!.total === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
            <FileTextIcon className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="text-muted-foreground">
              {narrowed && all !== 0 ? CONTRACT_MESSAGES.noMatchingContracts : CONTRACT_MESSAGES.noActiveContracts}
            </p>
          </CardContent>
        </Card>
      ) : (
        <div className="grid gap-4">
          <ul className="grid gap-3 lg:grid-cols-2" aria-busy={contracts.isPlaceholderData}>
            {data!.items.map((contract) => (
              <ContractCard key={contract.contractId} contract={contract} />
            ))}
          </ul>
          <ListParamsPagination
            total={data!.total}
            query={query}
            update={update}
            noun={{ one: 'contratto', many: 'contratti' }}
          />
        </div>
      )}
    </div>
  );
}

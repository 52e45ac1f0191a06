import { CONTRACT_MESSAGES } from '@casaconti/core/messages';
import { paths } from '@casaconti/core/paths';
import { fullName } from '@casaconti/core/display';
import { ArrowLeftIcon, EllipsisVerticalIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import type * as React from 'react';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Skeleton } from '@/components/ui/skeleton';
import { useIsMobile } from '@/components/ui/use-mobile';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { isNotFound } from '@/lib/error-message';
import { useContract } from '../api/get-contract';
import { ContractDetailsPanel } from './contract-details-panel';
import { OpeningEntryNote } from '@/components/statement/opening-entry-note';
import { ContractPaymentsPanel } from './contract-payments-panel';
import { ContractRemindersSection } from './contract-reminders-section';
import { ContractStatusBadge } from '@/components/contract-status-badge';
import { DeleteContractDialog } from './delete-contract-dialog';
import { ResendInvitationButton, ResendInvitationMenuItem } from './resend-invitation-button';

/** The deposit card and its closing dialog load on their own (the route's first load stays in budget). */
const DepositPanel = lazy(() => import('./deposit-panel').then((m) => ({ default: m.DepositPanel })));
import { ShareStatementDialog } from './share-statement-dialog';

const TABS = ['details', 'payments'] as const;
type Tab = (typeof TABS)[number];

export function BackLink({ to = paths.landlord.contracts(), label = 'Contratti' }: { to?: string; label?: string }) {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit">
      <Link to={to}>
        <ArrowLeftIcon aria-hidden="true" /> {label}
      </Link>
    </Button>
  );
}

/** Load failure of a contract page: 404 'Contratto non trovato', else the generic message. */
export function ContractLoadError({ error }: { error: Error }) {
  const notFound = isNotFound(error);
  return (
    <div className="grid gap-4">
      <BackLink />
      <Alert variant="error" title={notFound ? CONTRACT_MESSAGES.notFound : CONTRACT_MESSAGES.loadError}>
        {notFound ? null : error.message}
      </Alert>
    </div>
  );
}

/**
 * The header's actions on one row, at 1280 px and on a phone: the frequent ones as buttons, the
 * rare and destructive 'Elimina' (and, on a phone, 'Reinvia invito') in the 'Altre azioni' menu.
 */
function ContractActions({ contractId, isPendingAcceptance }: { contractId: string; isPendingAcceptance: boolean }) {
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const isMobile = useIsMobile();
  return (
    <div className="flex gap-2 md:shrink-0">
      {isPendingAcceptance && !isMobile ? <ResendInvitationButton contractId={contractId} /> : null}
      <ShareStatementDialog contractId={contractId} />
      <Button asChild variant="outline">
        <Link to={paths.landlord.editContract(contractId)}>
          <PencilIcon aria-hidden="true" /> Modifica
        </Link>
      </Button>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="icon" aria-label="Altre azioni" className="shrink-0">
            <EllipsisVerticalIcon aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {isPendingAcceptance && isMobile ? <ResendInvitationMenuItem contractId={contractId} /> : null}
          <DropdownMenuItem variant="destructive" onSelect={() => setIsDeleteOpen(true)}>
            <Trash2Icon aria-hidden="true" /> Elimina
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <DeleteContractDialog contractId={contractId} open={isDeleteOpen} onOpenChange={setIsDeleteOpen} />
    </div>
  );
}

/**
 * Contract detail (docs/product.md §2): header with actions, then the 'details' and 'payments' tabs. What
 * other features add, the route composes (a feature never imports another, decision 013):
 * `signals`, the tenant's 'Pagamenti segnalati' between the header and the tabs; `detailsExtra`,
 * cards under the details (the ISTAT update).
 */
export function ContractDetailView({
  contractId,
  signals,
  detailsExtra,
}: {
  contractId: string;
  signals?: React.ReactNode;
  detailsExtra?: React.ReactNode;
}) {
  const contract = useContract(contractId);
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  const tab: Tab = TABS.includes(tabParam as Tab) ? (tabParam as Tab) : 'details';

  if (contract.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-10 w-full max-w-md" />
        <div className="grid gap-4 lg:grid-cols-2">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      </div>
    );
  }
  if (contract.isError) return <ContractLoadError error={contract.error} />;

  const data = contract.data;
  return (
    <div className="grid gap-6">
      <div className="grid gap-3">
        <BackLink />
        <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
          <div className="grid min-w-0 gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="min-w-0 break-words text-xl font-semibold">
                {fullName({ firstName: data.tenantFirstName, lastName: data.tenantLastName })}
              </h2>
              <ContractStatusBadge status={data.status} />
            </div>
            <p className="break-words text-sm text-muted-foreground">
              {data.property.name} · {data.property.street_address}
            </p>
          </div>
          <ContractActions contractId={contractId} isPendingAcceptance={data.status === 'pending_acceptance'} />
        </div>
      </div>

      {signals}

      <Tabs
        value={tab}
        onValueChange={(value) =>
          setSearchParams(
            (params) => {
              if (value === 'details') params.delete('tab');
              else params.set('tab', value);
              return params;
            },
            { replace: true },
          )
        }
      >
        <TabsList>
          <TabsTrigger value="details">Dettagli</TabsTrigger>
          <TabsTrigger value="payments">Pagamenti</TabsTrigger>
        </TabsList>
        <TabsContent value="details">
          <div className="grid gap-4">
            {data.openingEntry && <OpeningEntryNote entry={data.openingEntry} />}
            <ContractDetailsPanel contract={data} />
            <Suspense fallback={null}>
              <DepositPanel contractId={data.id} />
            </Suspense>
            {detailsExtra}
          </div>
        </TabsContent>
        <TabsContent value="payments" className="grid gap-4">
          {data.openingEntry && <OpeningEntryNote entry={data.openingEntry} />}
          <ContractPaymentsPanel contractId={contractId} receiptsNotEmailed={data.status === 'pending_acceptance'} />
          <ContractRemindersSection contractId={contractId} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

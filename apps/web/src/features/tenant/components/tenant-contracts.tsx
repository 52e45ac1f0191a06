import { paths } from '@casaconti/core/paths';
import { Link } from 'react-router';
import { ContractStatusBadge } from '@/components/contract-status-badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate, formatMoney } from '@/lib/format';
import { OPEN_END_DATE_LABEL } from '@casaconti/core/labels';
import { TenantListStates } from './tenant-list-states';
import { useTenantContracts } from '../api/get-tenant-contracts';

/** 'My Contracts': the tenant's own contracts; a card opens the detail. */
export function TenantContracts() {
  const contracts = useTenantContracts();
  return (
    <TenantListStates query={contracts} placeholderClassName="h-40" failureTitle="Errore nel caricamento dei contratti">
      {(items) => (
        <ul className="grid gap-4 md:grid-cols-2">
          {items.map((c) => (
            <li key={c.contractId}>
              <Link
                to={paths.tenant.contract(c.contractId)}
                className="block rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <Card className="gap-3 py-5 transition-colors hover:bg-accent/40">
                  <CardHeader className="px-5">
                    <CardTitle className="flex flex-wrap items-center justify-between gap-2">
                      <span>{c.property.name}</span>
                      <ContractStatusBadge status={c.status} />
                    </CardTitle>
                  </CardHeader>
                  <CardContent className="grid gap-1 px-5 text-sm">
                    <span className="text-muted-foreground">{c.property.streetAddress}</span>
                    <span>
                      {formatDate(c.startDate)} – {c.endDate ? formatDate(c.endDate) : OPEN_END_DATE_LABEL}
                    </span>
                    <span className="font-medium">{formatMoney(c.rentAmount)} / mese</span>
                    <span className="text-muted-foreground">{c.rooms.map((r) => r.name).join(', ')}</span>
                  </CardContent>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </TenantListStates>
  );
}

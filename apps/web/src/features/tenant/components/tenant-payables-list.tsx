import {
  TENANT_PAYABLE_LIST_SORTS,
  TENANT_PAYABLE_STATUSES,
  tenantPayableListQuerySchema,
} from '@casaconti/core/schemas/list';
import { FilterChips, ListFooter, ListSort, filterChips, labelledOptions } from '@/components/list/list-controls';
import { ListLoading, ListNoMatch } from '@/components/list/list-states';
import { PayableStatusBadge, payableLabel, payablePeriod } from '@/components/statement/statement-payables';
import { LoadError } from '@/components/load-error';
import { Card, CardContent } from '@/components/ui/card';
import { formatDate, formatMoney, formatPartlyPaid } from '@/lib/format';
import { useListParams } from '@/lib/list-params';
import { cn } from '@/lib/utils';
import { type TenantPayableItem, useTenantPayablesPage } from '../api/get-tenant-payables-page';

const STATUS_CHIPS = filterChips('Tutti', TENANT_PAYABLE_STATUSES, {
  due: 'Da pagare',
  overdue: 'Scaduti',
  paid: 'Pagati',
});

const SORTS = labelledOptions(TENANT_PAYABLE_LIST_SORTS, {
  due_asc: 'Scadenza meno recente',
  due_desc: 'Scadenza più recente',
});

function PayableRow({ item, showProperty }: { item: TenantPayableItem; showProperty: boolean }) {
  const partly = formatPartlyPaid(item);
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
      <span className="grid min-w-0">
        <span className="font-medium">{payableLabel(item)}</span>
        <span className="text-xs text-muted-foreground">
          {payablePeriod(item)} · scadenza {formatDate(item.due_date)}
          {showProperty && ` · ${item.propertyName}`}
        </span>
      </span>
      <span className="ml-auto flex items-center gap-2">
        <span className="grid justify-items-end">
          <span className={cn('font-medium tabular-nums', item.amount < 0 && 'text-success')}>
            {formatMoney(item.amount)}
          </span>
          {partly && <span className="text-xs text-muted-foreground tabular-nums">{partly}</span>}
        </span>
        <PayableStatusBadge status={item.status} amount={item.amount} />
      </span>
    </li>
  );
}

/**
 * Every payable of the tenant's contracts, a page at a time (decision 121): status chips, a
 * contract select when there are several, a sort by due date, pages of 25/50/100, the count and
 * the sum of the listed payables; the state is the URL.
 */
export function TenantPayablesList() {
  const { query, update } = useListParams(tenantPayableListQuerySchema);
  const payables = useTenantPayablesPage(query);
  const data = payables.data;
  const contracts = data?.contracts ?? [];

  let content: React.ReactNode;
  if (payables.isPending) {
    content = <ListLoading label="Caricamento dei pagamenti…" />;
  } else if (payables.isError) {
    content = <LoadError title="Impossibile caricare i pagamenti." onRetry={() => void payables.refetch()} />;
  } else if (data && data.total === 0) {
    content = <ListNoMatch message="Nessun pagamento" />;
  } else if (data) {
    content = (
      <Card className="py-1">
        <CardContent className="px-5">
          <ul className="divide-y" aria-label="Pagamenti">
            {data.items.map((item) => (
              <PayableRow key={item.id} item={item} showProperty={contracts.length > 1} />
            ))}
          </ul>
        </CardContent>
      </Card>
    );
  }

  return (
    <section className="grid gap-4" aria-labelledby="tenant-payables-all">
      <h2 id="tenant-payables-all" className="text-lg font-semibold">
        Tutti i pagamenti
      </h2>
      <search className="grid gap-3" aria-label="Filtra i pagamenti">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <FilterChips
            label="Stato"
            value={query.status ?? ''}
            chips={STATUS_CHIPS}
            onChange={(status) => update({ status })}
          />
          <ListSort value={query.sort} options={SORTS} onChange={(sort) => update({ sort })} />
        </div>
        {contracts.length > 1 && (
          <FilterChips
            label="Contratto"
            value={query.contractId ?? ''}
            chips={[
              { value: '', label: 'Tutti i contratti' },
              ...contracts.map((c) => ({ value: c.id, label: c.propertyName })),
            ]}
            onChange={(contractId) => update({ contractId })}
          />
        )}
      </search>
      {content}
      <ListFooter
        data={data}
        query={query}
        update={update}
        sumLabel="Totale"
        noun={{ one: 'pagamento', many: 'pagamenti' }}
      />
    </section>
  );
}

import { fullName } from '@casaconti/core/display';
import { lazy, Suspense, useState } from 'react';
import { useContractsPage } from '@/features/contracts/api/get-contracts-page';
import { AdjustmentButton } from '@/features/payments/components/adjustment-button';
import { PaymentsPage } from '@/features/payments/components/payments-page';
import { LIST_SEARCH_DEBOUNCE_MS } from '@/lib/ui-constants';
import { useDebouncedValue } from '@/lib/use-debounced-value';

// The adjustment dialog (a form with a searchable picker) is asked for as the page first renders,
// not with it; its button stands disabled until the code is in (decision 156).
const ManualAdjustmentDialog = lazy(() =>
  import('@/features/payments/components/manual-adjustment-dialog').then((module) => ({
    default: module.ManualAdjustmentDialog,
  })),
);

/**
 * The payments page; the route composes the contracts feature's list into the manual adjustment
 * picker (features do not import each other, decision 013). The picker searches on the server:
 * the first 25 contracts by tenant matching the typed text (decision 097).
 */
export default function PayablesPage() {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text, LIST_SEARCH_DEBOUNCE_MS);
  const contracts = useContractsPage({ page: 1, pageSize: 25, q: q || null, sort: 'tenant' });
  // While the answer for the typed text is on its way, the previous one is not offered.
  const settled = !contracts.isPlaceholderData && text.trim() === q;
  const options = settled
    ? contracts.data?.items.map((contract) => ({
        value: contract.contractId,
        label: fullName(contract.tenant),
        description: contract.property.name,
      }))
    : undefined;
  return (
    <PaymentsPage
      adjustment={
        <Suspense fallback={<AdjustmentButton disabled />}>
          <ManualAdjustmentDialog
            contracts={{
              options,
              onSearch: setText,
              error: contracts.error,
              isPending: contracts.isPending || !settled,
              refetch: () => void contracts.refetch(),
            }}
          />
        </Suspense>
      }
    />
  );
}

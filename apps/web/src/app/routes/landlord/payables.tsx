import { fullName } from '@casaconti/core/display';
import { useContracts } from '@/features/contracts/api/get-contracts';
import { ManualAdjustmentDialog } from '@/features/payments/components/manual-adjustment-dialog';
import { PaymentsPage } from '@/features/payments/components/payments-page';

/**
 * The payments page; the route composes the contracts feature's list into the manual adjustment
 * picker (features do not import each other, decision 013).
 */
export default function PayablesPage() {
  const contracts = useContracts();
  const options = contracts.data
    ?.map((contract) => ({
      value: contract.contractId,
      label: fullName(contract.tenant),
      description: contract.property.name,
    }))
    .sort((a, b) => a.label.localeCompare(b.label, 'it') || a.description.localeCompare(b.description, 'it'));
  return (
    <PaymentsPage
      adjustment={
        <ManualAdjustmentDialog
          contracts={{
            options,
            error: contracts.error,
            isPending: contracts.isPending,
            refetch: () => void contracts.refetch(),
          }}
        />
      }
    />
  );
}

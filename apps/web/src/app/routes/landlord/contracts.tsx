import { PropertyFilter } from '@/components/filters/property-filter';
import { ContractsList } from '@/features/contracts/components/contracts-list';

export default function ContractsPage() {
  return <ContractsList propertyFilter={(props) => <PropertyFilter {...props} />} />;
}

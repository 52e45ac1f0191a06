import { ContractsList } from '@/features/contracts/components/contracts-list';
import { PropertyFilter } from '@/features/properties/components/property-filter';

export default function ContractsPage() {
  return <ContractsList propertyFilter={(props) => <PropertyFilter {...props} />} />;
}

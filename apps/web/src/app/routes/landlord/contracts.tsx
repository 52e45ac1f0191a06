import { ContractsList } from '@/features/contracts/components/contracts-list';

export default function ContractsPage() {
  return <ContractsList />;
}

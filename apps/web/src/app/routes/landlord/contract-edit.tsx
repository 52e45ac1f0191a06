import { useParams } from 'react-router';
import { EditContract } from '@/features/contracts/components/edit-contract-form';

export default function ContractEditPage() {
  const { id = '' } = useParams();
  return <EditContract key={id} contractId={id} />;
}

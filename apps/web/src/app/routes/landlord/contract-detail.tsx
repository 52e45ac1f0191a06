import { useParams } from 'react-router';
import { ContractDetailView } from '@/features/contracts/components/contract-detail';

export default function ContractDetailPage() {
  const { id = '' } = useParams();
  return <ContractDetailView key={id} contractId={id} />;
}

import { useParams } from 'react-router';
import { TenantContractDetail } from '@/features/tenant/components/tenant-contract-detail';

export default function ContractDetail() {
  const { id = '' } = useParams();
  return <TenantContractDetail contractId={id} />;
}

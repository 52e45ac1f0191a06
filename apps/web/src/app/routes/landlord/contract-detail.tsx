import { useParams } from 'react-router';
import { ContractDetailView } from '@/features/contracts/components/contract-detail';
import { RentUpdateCard } from '@/features/lease/components/rent-update-card';
import { SignalledPayments } from '@/features/payments/components/signalled-payments';

export default function ContractDetailPage() {
  const { id = '' } = useParams();
  return (
    <ContractDetailView
      key={id}
      contractId={id}
      signals={<SignalledPayments contractId={id} />}
      detailsExtra={<RentUpdateCard contractId={id} />}
    />
  );
}

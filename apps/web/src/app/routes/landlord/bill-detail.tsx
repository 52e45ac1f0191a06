import { useParams } from 'react-router';
import { BillDetail } from '@/features/bills/components/bill-detail';

export default function BillDetailPage() {
  const { propertyId = '', billId = '' } = useParams();
  return <BillDetail key={billId} propertyId={propertyId} billId={billId} />;
}

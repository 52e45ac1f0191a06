import { useParams } from 'react-router';
import { BillsTab } from '@/features/bills/components/bills-tab';
import { PropertyDetail } from '@/features/properties/components/property-detail';

export default function PropertyDetailPage() {
  const { id = '' } = useParams();
  return <PropertyDetail key={id} propertyId={id} billsTab={<BillsTab propertyId={id} />} />;
}

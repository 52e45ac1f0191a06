import { useParams } from 'react-router';
import { EditProperty } from '@/features/properties/components/edit-property';

export default function PropertyEditPage() {
  const { id = '' } = useParams();
  return <EditProperty key={id} propertyId={id} />;
}

import { DeadlinesPage } from '@/features/lease/components/deadlines-page';
import { PropertyFilter } from '@/features/properties/components/property-filter';

export default function DeadlinesRoute() {
  return <DeadlinesPage propertyFilter={(props) => <PropertyFilter {...props} />} />;
}

import { NewPropertyWizard } from '@/features/properties/components/new-property-wizard';

export default function PropertyNewPage() {
  return <NewPropertyWizard />;
}

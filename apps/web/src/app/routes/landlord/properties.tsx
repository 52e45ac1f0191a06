import { PropertiesPortfolio } from '@/features/properties/components/properties-portfolio';

export default function PropertiesPage() {
  return <PropertiesPortfolio />;
}

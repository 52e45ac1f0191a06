import { SelectPropertyList } from '@/features/properties/components/select-property-list';

export default function ContractSelectPropertyPage() {
  return <SelectPropertyList />;
}

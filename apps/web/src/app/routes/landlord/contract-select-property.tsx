import { SelectPropertyList } from '@/features/contracts/components/select-property-list';

export default function ContractSelectPropertyPage() {
  return <SelectPropertyList />;
}

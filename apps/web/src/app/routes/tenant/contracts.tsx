import { TenantContracts } from '@/features/statement/components/tenant-contracts';

export default function Contracts() {
  return <TenantContracts />;
}

import { TenantContracts } from '@/features/tenant/components/tenant-contracts';

export default function Contracts() {
  return <TenantContracts />;
}

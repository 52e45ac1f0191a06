import { TenantPayables } from '@/features/tenant/components/tenant-payables';

export default function Payables() {
  return <TenantPayables />;
}

import { TenantPayables } from '@/features/statement/components/tenant-payables';

export default function Payables() {
  return <TenantPayables />;
}

import { TenantOverview } from '@/features/tenant/components/tenant-overview';

export default function Overview() {
  return <TenantOverview />;
}

import { TenantOverview } from '@/features/statement/components/tenant-overview';

export default function Overview() {
  return <TenantOverview />;
}

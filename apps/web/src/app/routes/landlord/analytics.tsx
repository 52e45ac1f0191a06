import { AnalyticsPage } from '@/features/analytics/components/analytics-page';

/** /dashboard/landlord/analytics (issue 24): the route is lazy, so Recharts loads only here. */
export default function Analytics() {
  return <AnalyticsPage />;
}

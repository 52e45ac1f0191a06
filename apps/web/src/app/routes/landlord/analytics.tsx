import { AnalyticsPage } from '@/features/analytics/components/analytics-page';
import { PropertyFilter } from '@/features/properties/components/property-filter';

/**
 * /dashboard/landlord/analytics (issue 24): the route is lazy, so Recharts loads only here. It
 * composes the page with the properties feature's server-searched filter (decisions 013, 125).
 */
export default function Analytics() {
  return <AnalyticsPage propertyFilter={(props) => <PropertyFilter {...props} />} />;
}

import { SettingsOverview } from '@/features/account/components/settings-overview';

/** docs/product.md §2 Settings (/dashboard/settings); the shell shows the title. */
export default function SettingsPage() {
  return <SettingsOverview />;
}

import { paths } from '@casaconti/core/paths';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { BankAccountsCard } from '@/features/account/components/bank-accounts-card';
import { LandlordProfileCard } from '@/features/account/components/landlord-profile-form';
import { PasswordChangeCard } from '@/features/account/components/password-change-form';
import { ProfileDetailsCard } from '@/features/account/components/profile-details-form';

/**
 * docs/product.md §2 Edit Profile (/dashboard/settings/profile): personal details, a landlord's receipt
 * details (docs/domain.md §12), the accounts for receiving rent (docs/domain.md §18), then password.
 */
export default function SettingsProfilePage() {
  return (
    <div className="grid max-w-3xl gap-6">
      <Button variant="ghost" size="sm" className="-ml-3 justify-self-start text-muted-foreground" asChild>
        <Link to={paths.settings.home()}>
          <ArrowLeft aria-hidden="true" />
          Settings
        </Link>
      </Button>
      <ProfileDetailsCard />
      <LandlordProfileCard />
      <BankAccountsCard />
      <PasswordChangeCard />
    </div>
  );
}

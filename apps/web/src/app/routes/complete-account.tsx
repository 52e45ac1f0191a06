import { paths } from '@casaconti/core/paths';
import { useSearchParams } from 'react-router';
import { CompleteAccountScreen } from '@/features/account/components/complete-account-screen';
import { GuestOnly } from '@/features/account/components/guest-only';
import { useDocumentTitle } from '@/features/account/components/use-document-title';

/** docs/product.md §2 Complete account (/complete-account?token=…): an already active user skips it. */
export default function CompleteAccountPage() {
  const [params] = useSearchParams();
  useDocumentTitle('Completa il tuo account');
  return (
    <GuestOnly
      redirectTo={(me) =>
        me.user_status === 'active' ? (me.is_landlord ? paths.dashboard() : paths.tenant.home()) : null
      }
    >
      <CompleteAccountScreen token={params.get('token')} />
    </GuestOnly>
  );
}

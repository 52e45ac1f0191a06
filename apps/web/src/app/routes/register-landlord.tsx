import { paths } from '@casaconti/core/paths';
import { useState } from 'react';
import { AuthLayout, AuthLink } from '@/features/account/components/auth-layout';
import { GuestOnly } from '@/features/account/components/guest-only';
import { RegisterLandlordForm } from '@/features/account/components/register-landlord-form';
import { useDocumentTitle } from '@/features/account/components/use-document-title';

/** docs/product.md §2 Landlord registration (/register/landlord and /register); a signed-in visitor goes to /dashboard, as on /login. */
export default function RegisterLandlordPage() {
  const [isRegistered, setIsRegistered] = useState(false);
  useDocumentTitle('Crea un account');
  return (
    <GuestOnly redirectTo={() => paths.dashboard()}>
      <AuthLayout
        title={isRegistered ? 'Controlla la tua email' : 'Crea il tuo account'}
        description={
          isRegistered
            ? 'Manca solo un passaggio.'
            : 'Registrati come proprietario e gestisci i tuoi affitti con CasaConti.'
        }
        footer={
          <p className="text-muted-foreground">
            Hai già un account? <AuthLink to={paths.login()}>Accedi</AuthLink>
          </p>
        }
      >
        <RegisterLandlordForm onRegistered={() => setIsRegistered(true)} />
      </AuthLayout>
    </GuestOnly>
  );
}

import { BRAND_NAME } from '@/components/layout/brand-mark';
import { AuthLayout } from '@/features/account/components/auth-layout';
import { GuestOnly } from '@/features/account/components/guest-only';
import { LoginForm } from '@/features/account/components/login-form';
import { useDocumentTitle } from '@/features/account/components/use-document-title';

/** SPEC §2 Sign-in (/login): a signed-in visitor goes straight to the redirect screen. */
export default function LoginPage() {
  useDocumentTitle('Accedi');
  return (
    <GuestOnly redirectTo={() => '/dashboard'}>
      <AuthLayout title="Bentornato" description={`Accedi al tuo account ${BRAND_NAME}`}>
        <LoginForm />
      </AuthLayout>
    </GuestOnly>
  );
}

import { paths, REDIRECT_PARAM } from '@casaconti/core/paths';
import { BRAND_NAME } from '@/components/layout/brand-mark';
import { AuthLayout } from '@/features/account/components/auth-layout';
import { GuestOnly } from '@/features/account/components/guest-only';
import { LoginForm } from '@/features/account/components/login-form';
import { useDocumentTitle } from '@/features/account/components/use-document-title';
import { useSearchParams } from 'react-router';
import { safeRedirectPath } from '@/lib/session';

/**
 * docs/product.md §2 Sign-in (/login): a signed-in visitor goes straight to the redirect screen, or back to
 * the page of `?redirectTo=` when it is a path of this site (decision 051).
 */
export default function LoginPage() {
  useDocumentTitle('Accedi');
  const [params] = useSearchParams();
  const back = safeRedirectPath(params.get(REDIRECT_PARAM));
  return (
    <GuestOnly redirectTo={() => back ?? paths.dashboard()}>
      <AuthLayout title="Bentornato" description={`Accedi al tuo account ${BRAND_NAME}`}>
        <LoginForm />
      </AuthLayout>
    </GuestOnly>
  );
}

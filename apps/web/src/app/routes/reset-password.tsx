import { paths } from '@casaconti/core/paths';
import { useSearchParams } from 'react-router';
import { AuthLayout, AuthLink } from '@/features/account/components/auth-layout';
import { InvalidResetLink, ResetPasswordForm } from '@/features/account/components/reset-password-form';
import { useDocumentTitle } from '@/features/account/components/use-document-title';

/** Target of the emailed reset link: /reset-password?token=… (or ?error=INVALID_TOKEN). */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const isValidLink = Boolean(token) && !params.has('error');
  useDocumentTitle('Reimposta password');
  return (
    <AuthLayout
      title="Reimposta password"
      description={isValidLink ? 'Scegli una nuova password per il tuo account CasaConti.' : undefined}
      footer={
        <p className="text-muted-foreground">
          Ti sei ricordato la password? <AuthLink to={paths.login()}>Accedi</AuthLink>
        </p>
      }
    >
      {isValidLink && token ? <ResetPasswordForm token={token} /> : <InvalidResetLink />}
    </AuthLayout>
  );
}

import { paths } from '@casaconti/core/paths';
import { AuthLayout, AuthLink } from '@/features/account/components/auth-layout';
import { ForgotPasswordForm } from '@/features/account/components/forgot-password-form';
import { useDocumentTitle } from '@/features/account/components/use-document-title';

/** Forgotten password: asks for the email the reset link goes to. */
export default function ForgotPasswordPage() {
  useDocumentTitle('Password dimenticata');
  return (
    <AuthLayout
      title="Password dimenticata?"
      description="Inserisci la tua email: ti invieremo un link per reimpostare la password."
      footer={
        <p className="text-muted-foreground">
          Ti sei ricordato la password? <AuthLink to={paths.login()}>Accedi</AuthLink>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}

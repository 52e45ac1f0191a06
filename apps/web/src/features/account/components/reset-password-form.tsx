import { paths } from '@casaconti/core/paths';
import { ERROR_MESSAGES } from '@casaconti/core/messages';
import { resetPasswordFormSchema } from '@casaconti/core/schemas/auth';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { hasErrorCode } from '@/lib/error-message';
import { useResetPassword } from '../api/reset-password';
import { submitErrorMessage, useAccountForm } from './use-account-form';
import { NewPasswordFields } from './new-password-fields';
import { AccountForm } from './account-form';

export const RESET_PASSWORD_MESSAGES = {
  invalidLink: ERROR_MESSAGES.invalidLink,
  unexpected: ERROR_MESSAGES.unexpected,
} as const;

/** The emailed link is missing, used or expired: say so and offer a new one. */
export function InvalidResetLink({ message = RESET_PASSWORD_MESSAGES.invalidLink }: { message?: string }) {
  return (
    <div className="grid gap-5">
      <Alert variant="error">{message}</Alert>
      <p className="text-balance text-center text-sm text-muted-foreground">
        Ogni link vale un’ora e una sola volta. Richiedine uno nuovo: arriverà alla tua email.
      </p>
      <Button size="lg" className="w-full" asChild>
        <Link to={paths.forgotPassword()}>Richiedi un nuovo link</Link>
      </Button>
    </div>
  );
}

/** New password + confirmation (same rules as registration); success goes to /login?reset=1. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [error, setError] = useState<string | null>(null);
  const [invalidLink, setInvalidLink] = useState<string | null>(null);
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const form = useAccountForm(resetPasswordFormSchema, { defaultValues: { password: '', confirmPassword: '' } });
  const { isSubmitting } = form.formState;
  const isBusy = isSubmitting || resetPassword.isPending;

  const onSubmit = async (values: z.output<typeof resetPasswordFormSchema>) => {
    setError(null);
    try {
      await resetPassword.mutateAsync({ token, password: values.password });
      navigate(paths.login({ reset: true }), { replace: true });
    } catch (err) {
      // The server answers INVALID_LINK for an unknown, used or expired token.
      if (hasErrorCode(err, 'INVALID_LINK')) {
        setInvalidLink(err.message);
        return;
      }
      setError(submitErrorMessage(err, RESET_PASSWORD_MESSAGES.unexpected, form));
    }
  };

  if (invalidLink) return <InvalidResetLink message={invalidLink} />;

  return (
    <AccountForm
      onSubmit={form.handleSubmit(onSubmit)}
      alert={error}
      onDismissAlert={() => setError(null)}
      submitLabel="Salva nuova password"
      busy={isBusy}
      busyLabel="Salvataggio…"
    >
      <NewPasswordFields form={form} disabled={isBusy} passwordLabel="Nuova password" />
    </AccountForm>
  );
}

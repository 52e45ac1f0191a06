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
import { useAccountSubmit } from './account-submit';
import { useAccountForm } from './use-account-form';
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
  const [invalidLink, setInvalidLink] = useState<string | null>(null);
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const form = useAccountForm(resetPasswordFormSchema, { defaultValues: { password: '', confirmPassword: '' } });
  const submission = useAccountSubmit(form, {
    submit: async (values: z.output<typeof resetPasswordFormSchema>) => {
      await resetPassword.mutateAsync({ token, password: values.password });
      navigate(paths.login({ reset: true }), { replace: true });
    },
    isPending: resetPassword.isPending,
    unexpected: RESET_PASSWORD_MESSAGES.unexpected,
    // The server answers INVALID_LINK for an unknown, used or expired token.
    onFailure: (err) => {
      if (!hasErrorCode(err, 'INVALID_LINK')) return false;
      setInvalidLink(err.message);
      return true;
    },
  });

  if (invalidLink) return <InvalidResetLink message={invalidLink} />;

  return (
    <AccountForm {...submission.frame} submitLabel="Salva nuova password" busyLabel="Salvataggio…">
      <NewPasswordFields form={form} disabled={submission.busy} passwordLabel="Nuova password" />
    </AccountForm>
  );
}

import { ERROR_MESSAGES } from '@casaconti/core/messages';
import { type ForgotPasswordInput, forgotPasswordSchema } from '@casaconti/core/schemas/auth';
import { useState } from 'react';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useAccountSubmit } from './account-submit';
import { useAccountForm } from './use-account-form';
import { AccountForm, AccountOutcome, EmailField } from './account-form';

export const FORGOT_PASSWORD_MESSAGES = {
  sent: 'Se esiste un account con questa email, riceverai a breve un link per reimpostare la password.',
  unexpected: ERROR_MESSAGES.unexpected,
} as const;

/** Asks for a reset link; the answer never says whether the email has an account. */
export function ForgotPasswordForm() {
  const [isSent, setIsSent] = useState(false);
  const requestReset = useRequestPasswordReset();
  const form = useAccountForm(forgotPasswordSchema, { defaultValues: { email: '' } });
  const submission = useAccountSubmit(form, {
    submit: async (values: ForgotPasswordInput) => {
      await requestReset.mutateAsync(values);
      setIsSent(true);
    },
    isPending: requestReset.isPending,
    unexpected: FORGOT_PASSWORD_MESSAGES.unexpected,
  });
  const isBusy = submission.busy;

  if (isSent) {
    return (
      <AccountOutcome variant="success" message={FORGOT_PASSWORD_MESSAGES.sent} linkLabel="Torna all’accesso">
        <p className="text-balance text-center text-sm text-muted-foreground">
          Il link vale un’ora e una sola volta. Non lo trovi? Controlla anche la cartella spam.
        </p>
      </AccountOutcome>
    );
  }

  return (
    <AccountForm {...submission.frame} submitLabel="Invia link" busyLabel="Invio in corso…">
      <EmailField registration={form.field('email')} error={form.formState.errors.email?.message} disabled={isBusy} />
    </AccountForm>
  );
}

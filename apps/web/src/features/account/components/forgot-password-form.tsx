import { type ForgotPasswordInput, forgotPasswordSchema } from '@casaconti/core/schemas/auth';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { submitErrorMessage, useAccountForm } from './use-account-form';
import { SubmitButton } from './submit-button';

export const FORGOT_PASSWORD_MESSAGES = {
  sent: 'Se esiste un account con questa email, riceverai a breve un link per reimpostare la password.',
  unexpected: 'Si è verificato un errore imprevisto',
} as const;

/** Asks for a reset link; the answer never says whether the email has an account. */
export function ForgotPasswordForm() {
  const [error, setError] = useState<string | null>(null);
  const [isSent, setIsSent] = useState(false);
  const requestReset = useRequestPasswordReset();
  const form = useAccountForm(forgotPasswordSchema, { defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;
  const isBusy = isSubmitting || requestReset.isPending;

  const onSubmit = async (values: ForgotPasswordInput) => {
    setError(null);
    try {
      await requestReset.mutateAsync(values);
      setIsSent(true);
    } catch (err) {
      setError(submitErrorMessage(err, FORGOT_PASSWORD_MESSAGES.unexpected, form));
    }
  };

  if (isSent) {
    return (
      <div className="grid gap-5">
        <Alert variant="success">{FORGOT_PASSWORD_MESSAGES.sent}</Alert>
        <p className="text-balance text-center text-sm text-muted-foreground">
          Il link vale un’ora e una sola volta. Non lo trovi? Controlla anche la cartella spam.
        </p>
        <Button size="lg" className="w-full" asChild>
          <Link to="/login">Torna all’accesso</Link>
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      {error && (
        <Alert variant="error" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Field label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          disabled={isBusy}
          placeholder="nome@esempio.it"
          {...form.field('email')}
        />
      </Field>
      <SubmitButton size="lg" className="mt-1 w-full" busy={isBusy} busyLabel="Invio in corso…">
        Invia link
      </SubmitButton>
    </form>
  );
}

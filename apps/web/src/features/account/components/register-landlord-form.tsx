import { ACCOUNT_MESSAGES } from '@casaconti/core/messages';
import { type RegisterLandlordInput, registerLandlordFormSchema } from '@casaconti/core/schemas/auth';
import type { z } from 'zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useRegisterLandlord } from '../api/register-landlord';
import { useAccountSubmit } from './account-submit';
import { useAccountForm } from './use-account-form';
import { NewPasswordFields } from './new-password-fields';
import { AccountForm, AccountOutcome, EmailField } from './account-form';

export const REGISTER_MESSAGES = {
  success: ACCOUNT_MESSAGES.registrationSuccess,
  unexpected: ACCOUNT_MESSAGES.registrationUnexpected,
} as const;

type RegisterFormOutput = z.output<typeof registerLandlordFormSchema>;

/** docs/product.md §2/§5 Landlord registration: five fields validated on blur; then "check your email". */
export function RegisterLandlordForm({ onRegistered }: { onRegistered?: (email: string) => void }) {
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const register = useRegisterLandlord();
  const form = useAccountForm(registerLandlordFormSchema, {
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const submission = useAccountSubmit(form, {
    submit: async ({ confirmPassword: _confirm, ...values }: RegisterFormOutput) => {
      const input: RegisterLandlordInput = values;
      await register.mutateAsync(input);
      setRegisteredEmail(input.email);
      onRegistered?.(input.email);
    },
    isPending: register.isPending,
    unexpected: REGISTER_MESSAGES.unexpected,
  });
  const isBusy = submission.busy;

  if (registeredEmail) {
    return (
      <AccountOutcome variant="success" message={REGISTER_MESSAGES.success} linkLabel="Vai all’accesso">
        <div className="flex flex-col items-center gap-3 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-accent text-primary">
            <MailCheck className="size-6" aria-hidden="true" />
          </span>
          <p className="text-sm text-muted-foreground">
            Abbiamo inviato un link di conferma a{' '}
            <strong className="break-all text-foreground">{registeredEmail}</strong>. Aprilo per attivare l’account, poi
            accedi.
          </p>
        </div>
      </AccountOutcome>
    );
  }

  return (
    <AccountForm {...submission.frame} submitLabel="Registrati" busyLabel="Registrazione in corso…">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Nome" error={errors.firstName?.message}>
          <Input autoComplete="given-name" required disabled={isBusy} {...form.field('firstName')} />
        </Field>
        <Field label="Cognome" error={errors.lastName?.message}>
          <Input autoComplete="family-name" required disabled={isBusy} {...form.field('lastName')} />
        </Field>
      </div>
      <EmailField registration={form.field('email')} error={errors.email?.message} disabled={isBusy} />
      <NewPasswordFields form={form} disabled={isBusy} />
    </AccountForm>
  );
}

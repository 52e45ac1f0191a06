import { ACCOUNT_MESSAGES } from '@casaconti/core/messages';
import { paths } from '@casaconti/core/paths';
import { COMPLETE_ACCOUNT_MESSAGES, completeAccountFormSchema } from '@casaconti/core/schemas/auth';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { isNotFound } from '@/lib/error-message';
import { useCompleteAccount } from '../api/complete-account';
import { useAccountSubmit } from './account-submit';
import { useAccountForm } from './use-account-form';
import { NewPasswordFields } from './new-password-fields';
import { AccountForm } from './account-form';

export const INVALID_INVITATION = ACCOUNT_MESSAGES.invitationInvalid;

export type CompleteAccountFormProps = {
  token: string;
  /** The invited address, shown read-only. */
  email: string;
  /** The names the landlord typed on the contract: the starting values, editable. */
  firstName: string;
  lastName: string;
  /** The invitation was used or expired meanwhile. */
  onInvalidInvitation: (message: string) => void;
};

/**
 * docs/product.md §2 Complete account: names and password of an invited tenant; then the tenant area. A
 * failure shows the server's docs/product.md §8 message for the step that failed; one that never reached
 * the server shows 'An unexpected error occurred'.
 */
export function CompleteAccountForm({
  token,
  email,
  firstName,
  lastName,
  onInvalidInvitation,
}: CompleteAccountFormProps) {
  const navigate = useNavigate();
  const complete = useCompleteAccount();
  const form = useAccountForm(completeAccountFormSchema, {
    defaultValues: { firstName, lastName, password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const submission = useAccountSubmit(form, {
    submit: async ({ firstName, lastName, password }: z.output<typeof completeAccountFormSchema>) => {
      // The schema has already trimmed the names.
      const done = await complete.mutateAsync({ token, firstName, lastName, password });
      // Completed, but no session could be opened: the account is active, signing in works.
      if (!done.signedIn) {
        submission.setAlert(COMPLETE_ACCOUNT_MESSAGES.activation);
        return;
      }
      navigate(paths.tenant.home(), { replace: true });
    },
    isPending: complete.isPending,
    unexpected: COMPLETE_ACCOUNT_MESSAGES.unexpectedClient,
    // NOT_FOUND: the invitation is unknown, used or expired.
    onFailure: (err) => {
      if (!isNotFound(err)) return false;
      onInvalidInvitation(err.message);
      return true;
    },
  });
  const isBusy = submission.busy;

  return (
    <AccountForm {...submission.frame} submitLabel="Completa account" busyLabel="Attivazione in corso…">
      <Field label="Email" description="L’indirizzo a cui hai ricevuto l’invito.">
        <Input type="email" value={email} readOnly autoComplete="email" className="bg-muted text-muted-foreground" />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Nome" error={errors.firstName?.message}>
          <Input autoComplete="given-name" required disabled={isBusy} {...form.field('firstName')} />
        </Field>
        <Field label="Cognome" error={errors.lastName?.message}>
          <Input autoComplete="family-name" required disabled={isBusy} {...form.field('lastName')} />
        </Field>
      </div>
      <NewPasswordFields form={form} disabled={isBusy} />
    </AccountForm>
  );
}

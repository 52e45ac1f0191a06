import { paths } from '@casaconti/core/paths';
import type * as React from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert, type AlertVariant } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useHydrating } from '@/lib/use-hydrating';
import { SubmitButton } from './submit-button';

/** A banner above an account form: an error message, or a message with its style. */
export type AccountFormAlert = string | { variant: AlertVariant; message: string } | null;

/**
 * The one frame of the account forms (sign-in, registration, forgot and reset password, complete
 * account): a dismissible banner, the fields, and the full-width submit button that shows its
 * busy label while sending.
 */
export function AccountForm({
  onSubmit,
  alert,
  onDismissAlert,
  submitLabel,
  busy,
  busyLabel,
  children,
}: {
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  alert: AccountFormAlert;
  onDismissAlert: () => void;
  submitLabel: string;
  busy: boolean;
  busyLabel: string;
  children: React.ReactNode;
}) {
  const banner = typeof alert === 'string' ? { variant: 'error' as const, message: alert } : alert;
  // A prerendered form (the sign-in page, decision 028) stays disabled until its code has taken
  // it over: typing would be reset and a submit would go nowhere before then.
  const hydrating = useHydrating();
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <fieldset disabled={hydrating} className="contents">
        {banner && (
          <Alert variant={banner.variant} onDismiss={onDismissAlert}>
            {banner.message}
          </Alert>
        )}
        {children}
        <SubmitButton size="lg" className="mt-1 w-full" busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </SubmitButton>
      </fieldset>
    </form>
  );
}

/** The account forms' email field: `form.field('email')`, its message, disabled while sending. */
export function EmailField({
  registration,
  error,
  disabled,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
  disabled: boolean;
}) {
  return (
    <Field label="Email" error={error}>
      <Input
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        disabled={disabled}
        placeholder="nome@esempio.it"
        {...registration}
      />
    </Field>
  );
}

/**
 * Where an account flow ends (link sent, registered, invitation no longer valid): the SPEC
 * message, what to do next, and the way to the sign-in page.
 */
export function AccountOutcome({
  variant,
  message,
  children,
  linkLabel,
}: {
  variant: 'success' | 'error';
  message: string;
  children: React.ReactNode;
  linkLabel: string;
}) {
  return (
    <div className="grid gap-5">
      <Alert variant={variant}>{message}</Alert>
      {children}
      <Button size="lg" variant={variant === 'error' ? 'outline' : 'default'} className="w-full" asChild>
        <Link to={paths.login()}>{linkLabel}</Link>
      </Button>
    </div>
  );
}

import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import type { AccountForm } from './use-account-form';

// Its own module: the sign-in page (first load, decision 020) submits its own way and does not
// carry it.

/**
 * Message for a failed submission: the server's message (ApiError), with its per-field
 * messages put beside the fields the form has; `fallback` for anything unexpected.
 */
export function submitErrorMessage<Input extends FieldValues>(
  error: unknown,
  fallback: string,
  form?: Pick<UseFormReturn<Input, any, any>, 'setError' | 'getValues'>,
): string {
  if (!(error instanceof ApiError)) {
    console.warn('unexpected submission failure', error);
    return fallback;
  }
  if (form) applyServerFieldErrors(error, form);
  return error.message;
}

/**
 * The one submission of an account form: `submit` sends the valid values; the form is busy from
 * the click until the request has settled; a new attempt clears the banner; a failure goes to the
 * banner as the server's message with its per-field messages beside the fields, or `unexpected`
 * (submitErrorMessage). `onFailure` takes a failure the screen shows another way (a dead link)
 * and returns true when it has. Spread `frame` onto the AccountForm.
 */
export function useAccountSubmit<Input extends FieldValues, Output extends FieldValues>(
  form: AccountForm<Input, Output>,
  {
    submit,
    isPending,
    unexpected,
    onFailure,
  }: {
    submit: (values: Output) => Promise<void>;
    /** The request's own pending state (its mutation's isPending). */
    isPending: boolean;
    unexpected: string;
    onFailure?: (error: unknown) => boolean;
  },
) {
  const [alert, setAlert] = useState<string | null>(null);
  const busy = form.formState.isSubmitting || isPending;
  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      await submit(values);
    } catch (error) {
      if (!onFailure?.(error)) setAlert(submitErrorMessage(error, unexpected, form));
    }
  });
  return { busy, setAlert, frame: { onSubmit, alert, onDismissAlert: () => setAlert(null), busy } };
}

import {
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { registerField } from '@/lib/register-field';

export type AccountForm<Input extends FieldValues, Output extends FieldValues> = UseFormReturn<
  Input,
  unknown,
  Output
> & {
  /** `register(name)` plus re-checks on change once in error (see registerField). */
  field: (
    name: FieldPath<Input>,
    options?: { alsoRevalidate?: FieldPath<Input>[] },
  ) => ReturnType<UseFormReturn<Input, unknown, Output>['register']>;
};

/** The shared zod schema, or a loader for it (so a public page's first load can leave zod out). */
export type SchemaSource<Input extends FieldValues, Output extends FieldValues> =
  | z.ZodType<Output, Input>
  | (() => Promise<z.ZodType<Output, Input>>);

/**
 * A resolver that loads zod, the schema and the zod resolver on first validation (a blur or a
 * submit), not with the page: the sign-in page then downloads no validation code until it is
 * used (front-end budget, decision 020). The result is the same as `zodResolver(schema)`.
 */
export function lazyZodResolver<Input extends FieldValues, Output extends FieldValues>(
  source: SchemaSource<Input, Output>,
): Resolver<Input, unknown, Output> {
  let loaded: Promise<Resolver<Input, unknown, Output>> | undefined;
  return (values, context, options) => {
    loaded ??= Promise.all([
      import('@hookform/resolvers/zod'),
      typeof source === 'function' ? source() : Promise.resolve(source),
    ]).then(([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<Input, unknown, Output>);
    return loaded.then((resolve) => resolve(values, context, options));
  };
}

/**
 * The one form pattern of the account screens: react-hook-form with the shared zod schema as
 * resolver, validated when a field loses focus (SPEC §2 "Fields are validated on blur"), then
 * again on every change of a field that is invalid.
 */
export function useAccountForm<Input extends FieldValues, Output extends FieldValues>(
  schema: SchemaSource<Input, Output>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
): AccountForm<Input, Output> {
  const [resolver] = useState(() => lazyZodResolver(schema));
  const form = useForm<Input, unknown, Output>({
    resolver,
    mode: 'onBlur',
    reValidateMode: 'onChange',
    ...options,
  });

  const field: AccountForm<Input, Output>['field'] = (name, fieldOptions) => registerField(form, name, fieldOptions);

  return { ...form, field };
}

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

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
 * resolver, validated when a field loses focus (docs/product.md §2 "Fields are validated on blur"), then
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

import { Controller, type FieldValues } from 'react-hook-form';

import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { FormFieldProps } from './field-props';

/**
 * A react-hook-form optional text: label, input (empty when the value is null), error beside it.
 * ```tsx
 * <TextField control={control} name="terms.registration_code" label="Codice di registrazione (facoltativo)" />
 * ```
 */
export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  disabled = false,
}: FormFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} description={description} error={fieldState.error?.message}>
          <Input {...field} value={field.value ?? ''} disabled={field.disabled || disabled} autoComplete="off" />
        </Field>
      )}
    />
  );
}

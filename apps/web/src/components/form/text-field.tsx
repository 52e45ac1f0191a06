import type { FieldValues } from 'react-hook-form';

import { Input } from '@/components/ui/input';
import { ControlledField } from './controlled-field';
import type { FormFieldProps } from './field-props';

/**
 * A react-hook-form optional text: label, input (empty when the value is null), error beside it.
 * ```tsx
 * <TextField control={control} name="terms.registration_code" label="Codice identificativo del contratto (facoltativo)" />
 * ```
 */
export function TextField<T extends FieldValues>({ disabled = false, ...props }: FormFieldProps<T>) {
  return (
    <ControlledField {...props}>
      {(field) => (
        <Input {...field} value={field.value ?? ''} disabled={field.disabled || disabled} autoComplete="off" />
      )}
    </ControlledField>
  );
}

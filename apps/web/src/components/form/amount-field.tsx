import { Controller, type FieldValues } from 'react-hook-form';

import { AmountInput } from '@/components/ui/amount-input';
import { Field } from '@/components/ui/field';
import type { FormFieldProps } from './field-props';

/**
 * A react-hook-form euro amount: label, Italian-decimal input, description and error beside it.
 * ```tsx
 * <AmountField control={form.control} name="totalAmount" label="Importo totale (€)" />
 * ```
 */
export function AmountField<T extends FieldValues>({
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
          <AmountInput
            ref={field.ref}
            name={field.name}
            disabled={disabled}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        </Field>
      )}
    />
  );
}

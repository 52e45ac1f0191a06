import type { FieldValues } from 'react-hook-form';

import { AmountInput } from '@/components/ui/amount-input';
import { ControlledField } from './controlled-field';
import type { FormFieldProps } from './field-props';

/**
 * A react-hook-form euro amount: label, Italian-decimal input, description and error beside it.
 * ```tsx
 * <AmountField control={form.control} name="totalAmount" label="Importo totale (€)" />
 * ```
 */
export function AmountField<T extends FieldValues>({ disabled = false, ...props }: FormFieldProps<T>) {
  return (
    <ControlledField {...props}>
      {(field) => (
        <AmountInput
          ref={field.ref}
          name={field.name}
          disabled={disabled}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    </ControlledField>
  );
}

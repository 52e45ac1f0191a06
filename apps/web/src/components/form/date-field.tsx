import type { FieldValues } from 'react-hook-form';

import { ControlledField } from './controlled-field';
import type { FormFieldProps } from './field-props';
import { MonthYearPicker } from '@/components/ui/month-year-picker';

/**
 * A react-hook-form date: label, a dd/MM/yyyy input with its calendar, error beside it.
 * ```tsx
 * <DateField control={form.control} name="receivedOn" label="Data"
 *   calendarLabel="Scegli la data del pagamento dal calendario" />
 * ```
 */
export function DateField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  calendarLabel,
  after,
  onChanged,
  disabled = false,
}: FormFieldProps<T> & {
  /** The calendar button's accessible name. */
  calendarLabel: string;
  /** Only days after this one are offered (an end after its start). */
  after?: string;
  /** Called after the value changed (e.g. to re-check a dependent field). */
  onChanged?: () => void;
}) {
  return (
    <ControlledField control={control} name={name} label={label} description={description}>
      {(field) => (
        <MonthYearPicker
          ref={field.ref}
          name={field.name}
          value={field.value ?? ''}
          disabled={disabled}
          after={after}
          calendarLabel={calendarLabel}
          onChange={(value) => {
            field.onChange(value);
            onChanged?.();
          }}
          onBlur={field.onBlur}
        />
      )}
    </ControlledField>
  );
}

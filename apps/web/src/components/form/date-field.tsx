import type * as React from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

import { Field } from '@/components/ui/field';
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
  calendarLabel,
  after,
  onChanged,
  disabled = false,
}: {
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: React.ReactNode;
  /** The calendar button's accessible name. */
  calendarLabel: string;
  /** Only days after this one are offered (an end after its start). */
  after?: string;
  /** Called after the value changed (e.g. to re-check a dependent field). */
  onChanged?: () => void;
  disabled?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} error={fieldState.error?.message}>
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
        </Field>
      )}
    />
  );
}

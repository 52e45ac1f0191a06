import { isIsoDate } from '@casaconti/core/dates';
import {
  Controller,
  type FieldPath,
  type FieldValues,
  type PathValue,
  type UseFormReturn,
  useWatch,
} from 'react-hook-form';

import { Field } from '@/components/ui/field';
import { MonthYearPicker } from '@/components/ui/month-year-picker';

/**
 * A react-hook-form period: 'Data inizio' and 'Data fine' date fields (typed dd/MM/yyyy or picked
 * from the calendar), the end offering only days after the start. Changing the start re-checks
 * a touched end (the form's schema says "end after start"). Renders the two fields only: the
 * caller places them in its grid.
 */
export function DateRangeFields<T extends FieldValues>({
  form,
  startName,
  endName,
  disabled = false,
}: {
  form: Pick<UseFormReturn<T, any, any>, 'control' | 'trigger' | 'getFieldState'>;
  startName: FieldPath<T>;
  endName: FieldPath<T>;
  disabled?: boolean;
}) {
  const { control, trigger, getFieldState } = form;
  const startDate: PathValue<T, FieldPath<T>> = useWatch({ control, name: startName });
  const dateField = (
    name: FieldPath<T>,
    label: string,
    calendarLabel: string,
    extra: { after?: string; onChanged?: () => void } = {},
  ) => (
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
            after={extra.after}
            calendarLabel={calendarLabel}
            onChange={(value) => {
              field.onChange(value);
              extra.onChanged?.();
            }}
            onBlur={field.onBlur}
          />
        </Field>
      )}
    />
  );
  return (
    <>
      {dateField(startName, 'Data inizio', 'Scegli la data di inizio dal calendario', {
        onChanged: () => {
          if (getFieldState(endName).isTouched) void trigger(endName);
        },
      })}
      {dateField(endName, 'Data fine', 'Scegli la data di fine dal calendario', {
        after: isIsoDate(startDate) ? startDate : undefined,
      })}
    </>
  );
}

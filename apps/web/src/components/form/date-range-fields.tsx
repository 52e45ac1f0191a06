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
  return (
    <>
      <Controller
        control={control}
        name={startName}
        render={({ field, fieldState }) => (
          <Field label="Data inizio" error={fieldState.error?.message}>
            <MonthYearPicker
              ref={field.ref}
              name={field.name}
              value={field.value ?? ''}
              disabled={disabled}
              calendarLabel="Scegli la data di inizio dal calendario"
              onChange={(value) => {
                field.onChange(value);
                if (getFieldState(endName).isTouched) void trigger(endName);
              }}
              onBlur={field.onBlur}
            />
          </Field>
        )}
      />
      <Controller
        control={control}
        name={endName}
        render={({ field, fieldState }) => (
          <Field label="Data fine" error={fieldState.error?.message}>
            <MonthYearPicker
              ref={field.ref}
              name={field.name}
              value={field.value ?? ''}
              disabled={disabled}
              after={isIsoDate(startDate) ? startDate : undefined}
              calendarLabel="Scegli la data di fine dal calendario"
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          </Field>
        )}
      />
    </>
  );
}

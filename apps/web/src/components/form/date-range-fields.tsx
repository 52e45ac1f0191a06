import { isIsoDate } from '@casaconti/core/dates';
import { type FieldPath, type FieldValues, type PathValue, type UseFormReturn, useWatch } from 'react-hook-form';

import { DateField } from './date-field';

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
      <DateField
        control={control}
        name={startName}
        label="Data inizio"
        calendarLabel="Scegli la data di inizio dal calendario"
        disabled={disabled}
        onChanged={() => {
          if (getFieldState(endName).isTouched) void trigger(endName);
        }}
      />
      <DateField
        control={control}
        name={endName}
        label="Data fine"
        calendarLabel="Scegli la data di fine dal calendario"
        disabled={disabled}
        after={isIsoDate(startDate) ? startDate : undefined}
      />
    </>
  );
}

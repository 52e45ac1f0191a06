import { isIsoDate } from '@casaconti/core/dates';
import { type FieldPath, type FieldValues, type PathValue, type UseFormReturn, useWatch } from 'react-hook-form';

import { DateField } from './date-field';

/**
 * A react-hook-form period: 'Data inizio' and 'Data fine' date fields (typed dd/MM/yyyy or picked
 * from the calendar), the end offering only days after the start. Changing the start re-checks
 * a touched end (the form's schema says "end after start"); changing either re-checks the
 * touched `dependents` (a registration or deposit date within the contract), so that their
 * message goes once the dates are put right. Renders the two fields only: the caller places them
 * in its grid.
 */
export function DateRangeFields<T extends FieldValues>({
  form,
  startName,
  endName,
  dependents = [],
  disabled = false,
}: {
  form: Pick<UseFormReturn<T, any, any>, 'control' | 'trigger' | 'getFieldState'>;
  startName: FieldPath<T>;
  endName: FieldPath<T>;
  /** Fields whose rules read the dates (a date within the period): re-checked when either changes, once touched. */
  dependents?: readonly FieldPath<T>[];
  disabled?: boolean;
}) {
  const { control, trigger, getFieldState } = form;
  const recheck = (names: readonly FieldPath<T>[]) => {
    const touched = names.filter((name) => getFieldState(name).isTouched || getFieldState(name).invalid);
    if (touched.length > 0) void trigger(touched);
  };
  const startDate: PathValue<T, FieldPath<T>> = useWatch({ control, name: startName });
  return (
    <>
      <DateField
        control={control}
        name={startName}
        label="Data inizio"
        calendarLabel="Scegli la data di inizio dal calendario"
        disabled={disabled}
        onChanged={() => recheck([endName, ...dependents])}
      />
      <DateField
        control={control}
        name={endName}
        label="Data fine"
        calendarLabel="Scegli la data di fine dal calendario"
        disabled={disabled}
        after={isIsoDate(startDate) ? startDate : undefined}
        onChanged={() => recheck(dependents)}
      />
    </>
  );
}

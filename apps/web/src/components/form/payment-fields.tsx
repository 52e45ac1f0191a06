import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@casaconti/core/payments';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { AmountField } from './amount-field';
import { DateField } from './date-field';
import { SelectField } from './select-field';

/**
 * A payment's 'Importo (€)', 'Data' and 'Metodo' (docs/domain.md §12), as the landlord records it and as
 * the tenant signals it: the form names its `amount` and `method`, and its date `dateName`.
 */
export function PaymentFields<T extends FieldValues>({
  control,
  dateName,
  disabled,
}: {
  control: Control<T, any, any>;
  dateName: FieldPath<T>;
  disabled: boolean;
}) {
  return (
    <>
      <AmountField control={control} name={'amount' as FieldPath<T>} label="Importo (€)" disabled={disabled} />
      <DateField
        control={control}
        name={dateName}
        label="Data"
        calendarLabel="Scegli la data del pagamento dal calendario"
        disabled={disabled}
      />
      <SelectField
        control={control}
        name={'method' as FieldPath<T>}
        label="Metodo"
        options={PAYMENT_METHODS}
        optionLabel={(m) => PAYMENT_METHOD_LABELS[m]}
        disabled={disabled}
      />
    </>
  );
}

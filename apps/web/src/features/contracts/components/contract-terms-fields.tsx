import { isIsoDate } from '@casaconti/core/dates';
import { stripNonNumeric, usesCostModel } from '@casaconti/core/schemas/contract';
import { useEffect } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { MonthYearPicker } from '@/components/ui/month-year-picker';
import type { ContractFormValues } from '../lib/contract-form';
import { CostModelGrid } from './cost-model-grid';

type AmountName = 'terms.rent_amount' | 'terms.fixed_fee_amount' | 'terms.settlement_base_amount';

function AmountField({
  name,
  label,
  description,
  disabled = false,
}: {
  name: AmountName;
  label: string;
  description?: string;
  disabled?: boolean;
}) {
  const { control } = useFormContext<ContractFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} description={description} error={fieldState.error?.message}>
          <Input
            ref={field.ref}
            name={field.name}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            disabled={disabled}
            value={String(field.value ?? '')}
            onChange={(event) => field.onChange(stripNonNumeric(event.target.value, { decimals: true }))}
            onBlur={field.onBlur}
          />
        </Field>
      )}
    />
  );
}

/**
 * Contract terms (wizard step 2 and edit form): rent, dates, occupants, a cost model per
 * category, and the fixed fee / settlement advance, each enabled only while some category
 * uses that model and otherwise reset to 0 (SPEC §4).
 */
export function ContractTermsFields() {
  const { control, getValues, setValue, clearErrors, trigger, getFieldState } = useFormContext<ContractFormValues>();
  const agreements = useWatch({ control, name: 'terms.utilityAgreements' });
  const startDate = useWatch({ control, name: 'terms.start_date' });
  const hasFixedFee = usesCostModel(agreements ?? [], 'fixed_fee');
  const hasSettlement = usesCostModel(agreements ?? [], 'settlement');

  useEffect(() => {
    if (hasFixedFee) return;
    if (getValues('terms.fixed_fee_amount') !== '0') setValue('terms.fixed_fee_amount', '0');
    clearErrors('terms.fixed_fee_amount');
  }, [hasFixedFee, getValues, setValue, clearErrors]);

  useEffect(() => {
    if (hasSettlement) return;
    if (getValues('terms.settlement_base_amount') !== '0') setValue('terms.settlement_base_amount', '0');
    clearErrors('terms.settlement_base_amount');
  }, [hasSettlement, getValues, setValue, clearErrors]);

  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <AmountField name="terms.rent_amount" label="Affitto mensile (€)" />
        <Controller
          control={control}
          name="terms.number_of_occupants"
          render={({ field, fieldState }) => (
            <Field label="Numero occupanti" error={fieldState.error?.message}>
              <Input
                ref={field.ref}
                name={field.name}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={field.value ?? ''}
                onChange={(event) => field.onChange(stripNonNumeric(event.target.value, { decimals: false }))}
                onBlur={field.onBlur}
              />
            </Field>
          )}
        />
        <Controller
          control={control}
          name="terms.start_date"
          render={({ field, fieldState }) => (
            <Field label="Data inizio" error={fieldState.error?.message}>
              <MonthYearPicker
                ref={field.ref}
                name={field.name}
                value={field.value ?? ''}
                calendarLabel="Scegli la data di inizio dal calendario"
                onChange={(value) => {
                  field.onChange(value);
                  // The end date's "after the start" check depends on this one.
                  if (getFieldState('terms.end_date').isTouched) void trigger('terms.end_date');
                }}
                onBlur={field.onBlur}
              />
            </Field>
          )}
        />
        <Controller
          control={control}
          name="terms.end_date"
          render={({ field, fieldState }) => (
            <Field label="Data fine" error={fieldState.error?.message}>
              <MonthYearPicker
                ref={field.ref}
                name={field.name}
                value={field.value ?? ''}
                after={isIsoDate(startDate) ? startDate : undefined}
                calendarLabel="Scegli la data di fine dal calendario"
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            </Field>
          )}
        />
      </div>
      <CostModelGrid />
      <div className="grid gap-4 sm:grid-cols-2">
        <AmountField
          name="terms.fixed_fee_amount"
          label="Quota fissa mensile (€)"
          description={hasFixedFee ? undefined : 'Disponibile con almeno una categoria Forfettaria.'}
          disabled={!hasFixedFee}
        />
        <AmountField
          name="terms.settlement_base_amount"
          label="Anticipo conguaglio mensile (€)"
          description={hasSettlement ? undefined : 'Disponibile con almeno una categoria A conguaglio.'}
          disabled={!hasSettlement}
        />
      </div>
    </div>
  );
}

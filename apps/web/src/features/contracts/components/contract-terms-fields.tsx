import { stripNonNumeric, usesCostModel } from '@casaconti/core/schemas/contract';
import { useEffect } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { AmountField } from '@/components/form/amount-field';
import { DateRangeFields } from '@/components/form/date-range-fields';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { ContractFormValues } from '../lib/contract-form';
import { CostModelGrid } from './cost-model-grid';
import { LeaseFields } from './lease-fields';

/** The lease's dates the contract's period bounds (leaseIssues): re-checked when the period changes. */
const LEASE_DATE_FIELDS = ['terms.registration_date', 'terms.deposit_received_on'] as const;

/**
 * Contract terms (wizard step 2 and edit form): rent, dates, occupants, a cost model per
 * category, and the fixed fee / settlement advance, each enabled only while some category
 * uses that model and otherwise reset to 0 (docs/product.md §4).
 */
export function ContractTermsFields() {
  const form = useFormContext<ContractFormValues>();
  const { control, getValues, setValue, clearErrors } = form;
  const agreements = useWatch({ control, name: 'terms.utilityAgreements' });
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
        <AmountField control={control} name="terms.rent_amount" label="Affitto mensile (€)" />
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
        <DateRangeFields
          form={form}
          startName="terms.start_date"
          endName="terms.end_date"
          dependents={LEASE_DATE_FIELDS}
        />
      </div>
      <CostModelGrid />
      <div className="grid gap-4 sm:grid-cols-2">
        <AmountField
          control={control}
          name="terms.fixed_fee_amount"
          label="Quota fissa mensile (€)"
          description={hasFixedFee ? undefined : 'Disponibile con almeno una categoria Forfettaria.'}
          disabled={!hasFixedFee}
        />
        <AmountField
          control={control}
          name="terms.settlement_base_amount"
          label="Anticipo conguaglio mensile (€)"
          description={hasSettlement ? undefined : 'Disponibile con almeno una categoria A conguaglio.'}
          disabled={!hasSettlement}
        />
      </div>
      <LeaseFields />
    </div>
  );
}

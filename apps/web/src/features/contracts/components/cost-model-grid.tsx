import { COST_MODELS, UTILITY_CATEGORIES } from '@casaconti/core/constants';
import { categoryLabel, costModelLabel } from '@casaconti/core/labels';
import { Controller, useFormContext } from 'react-hook-form';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { cn } from '@/lib/utils';
import type { ContractFormValues } from '../lib/contract-form';

/**
 * One cost model per utility category (docs/product.md §4 Expense management): a radio group per
 * category, in the order of UTILITY_CATEGORIES (the form's agreements array has that order).
 */
export function CostModelGrid() {
  const {
    control,
    formState: { errors },
  } = useFormContext<ContractFormValues>();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Gestione delle utenze</legend>
      <p className="-mt-1 text-sm text-muted-foreground">Scegli come viene gestita ciascuna categoria di spesa.</p>
      <div className="divide-y rounded-lg border">
        {UTILITY_CATEGORIES.map((category, index) => {
          const error = errors.terms?.utilityAgreements?.[index]?.cost_model?.message;
          const labelId = `cost-model-${category}-label`;
          const errorId = `cost-model-${category}-error`;
          return (
            <div
              key={category}
              className="grid gap-2 px-3 py-3 md:grid-cols-[14rem_1fr] md:items-center md:gap-4"
              data-invalid={error ? 'true' : undefined}
            >
              <span id={labelId} className={cn('text-sm font-medium', error && 'text-destructive')}>
                {categoryLabel(category)}
              </span>
              <Controller
                control={control}
                name={`terms.utilityAgreements.${index}.cost_model`}
                render={({ field }) => (
                  <div className="grid gap-1">
                    <RadioGroup
                      ref={field.ref}
                      name={field.name}
                      value={field.value ?? ''}
                      onValueChange={(value) => field.onChange(value)}
                      onBlur={field.onBlur}
                      aria-labelledby={labelId}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                      className="grid grid-cols-2 gap-x-4 gap-y-2 lg:flex lg:flex-wrap lg:gap-x-6"
                    >
                      {COST_MODELS.map((model) => {
                        const id = `cost-model-${category}-${model}`;
                        return (
                          <div key={model} className="flex items-center gap-2">
                            <RadioGroupItem id={id} value={model} aria-invalid={error ? true : undefined} />
                            <Label htmlFor={id} className="font-normal leading-snug lg:whitespace-nowrap">
                              {costModelLabel(model)}
                            </Label>
                          </div>
                        );
                      })}
                    </RadioGroup>
                    {error && (
                      <p id={errorId} className="text-sm text-destructive">
                        {error}
                      </p>
                    )}
                  </div>
                )}
              />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

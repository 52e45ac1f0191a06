import type * as React from 'react';
import { Controller, type FieldValues } from 'react-hook-form';

import { Field } from '@/components/ui/field';
import type { FormFieldProps } from './field-props';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/**
 * A react-hook-form choice among fixed values: label, select, description and error beside it.
 * ```tsx
 * <SelectField control={form.control} name="method" label="Metodo"
 *   options={PAYMENT_METHODS} optionLabel={(m) => PAYMENT_METHOD_LABELS[m]} />
 * ```
 */
export function SelectField<T extends FieldValues, V extends string>({
  control,
  name,
  label,
  options,
  optionLabel,
  placeholder,
  description,
  error,
  value,
  disabled = false,
}: FormFieldProps<T> & {
  options: readonly V[];
  optionLabel: (option: V) => React.ReactNode;
  placeholder?: string;
  /** A message from elsewhere (e.g. a server preview) shown when the field has none of its own. */
  error?: React.ReactNode;
  /** The value shown, when it is derived (e.g. a default that follows another field). */
  value?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} description={description} error={fieldState.error?.message ?? error}>
          {(controlProps) => (
            <ChoiceSelect
              name={field.name}
              value={((value ?? field.value) || undefined) as V | undefined}
              onValueChange={(next) => field.onChange(next)}
              options={options}
              optionLabel={optionLabel}
              placeholder={placeholder}
              disabled={disabled}
              triggerProps={{
                ...controlProps,
                ref: field.ref,
                onBlur: field.onBlur,
                'aria-labelledby': `${controlProps.id}-label`,
              }}
            />
          )}
        </Field>
      )}
    />
  );
}

/**
 * A choice among fixed values, controlled by its caller (SelectField wires it to a form; the
 * payment confirmation's 'Metodo' holds its own state). `triggerProps` go on the trigger: the
 * id and aria attributes of its Field.
 */
export function ChoiceSelect<V extends string>({
  name,
  value,
  onValueChange,
  options,
  optionLabel,
  placeholder,
  disabled = false,
  triggerProps,
}: {
  name?: string;
  value: V | undefined;
  onValueChange: (value: V) => void;
  options: readonly V[];
  optionLabel: (option: V) => React.ReactNode;
  placeholder?: string;
  disabled?: boolean;
  triggerProps?: React.ComponentProps<typeof SelectTrigger>;
}) {
  return (
    <Select name={name} value={value} onValueChange={(next) => onValueChange(next as V)} disabled={disabled}>
      <SelectTrigger {...triggerProps} className="w-full">
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option} value={option}>
            {optionLabel(option)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

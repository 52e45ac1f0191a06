import type * as React from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

import { Field } from '@/components/ui/field';
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
}: {
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: React.ReactNode;
  options: readonly V[];
  optionLabel: (option: V) => React.ReactNode;
  placeholder?: string;
  description?: React.ReactNode;
  /** A message from elsewhere (e.g. a server preview) shown when the field has none of its own. */
  error?: React.ReactNode;
  /** The value shown, when it is derived (e.g. a default that follows another field). */
  value?: string;
  disabled?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} description={description} error={fieldState.error?.message ?? error}>
          {(controlProps) => (
            <Select
              name={field.name}
              value={(value ?? field.value) || undefined}
              onValueChange={(next) => field.onChange(next)}
              disabled={disabled}
            >
              <SelectTrigger
                {...controlProps}
                ref={field.ref}
                onBlur={field.onBlur}
                aria-labelledby={`${controlProps.id}-label`}
                className="w-full"
              >
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
          )}
        </Field>
      )}
    />
  );
}

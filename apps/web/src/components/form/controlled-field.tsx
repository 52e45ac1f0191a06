import type * as React from 'react';
import { type ControllerRenderProps, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

import { Field } from '@/components/ui/field';
import type { FormFieldProps } from './field-props';

/**
 * The one wiring of a react-hook-form field to its Field (label, description, the field's error
 * beside it): AmountField, DateField and TextField render their input inside it.
 */
export function ControlledField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  children,
}: Omit<FormFieldProps<T>, 'disabled'> & {
  children: (field: ControllerRenderProps<T, FieldPath<T>>) => React.ReactElement;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} description={description} error={fieldState.error?.message}>
          {children(field)}
        </Field>
      )}
    />
  );
}

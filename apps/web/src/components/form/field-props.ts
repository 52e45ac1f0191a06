import type * as React from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

/** What every react-hook-form field component here takes: the form's control, the field, its label. */
export type FormFieldProps<T extends FieldValues> = {
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: React.ReactNode;
  description?: React.ReactNode;
  disabled?: boolean;
};

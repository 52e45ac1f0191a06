import type { FieldPath, FieldValues, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';

/**
 * `form.register(name)` for forms validated on blur: once the field shows an error it is checked
 * again on every change, so the message goes as soon as the value is fixed (and before the click
 * on the next button, which the vanishing message would otherwise move). `alsoRevalidate` lists
 * fields checked again when this one changes, if the user has already left them (a password's
 * confirmation).
 */
export function registerField<T extends FieldValues>(
  form: Pick<UseFormReturn<T, any, any>, 'register' | 'getFieldState' | 'trigger'>,
  name: FieldPath<T>,
  options: { alsoRevalidate?: FieldPath<T>[] } = {},
): UseFormRegisterReturn<FieldPath<T>> {
  return form.register(name, {
    onChange: () => {
      if (form.getFieldState(name).invalid) void form.trigger(name);
      for (const other of options.alsoRevalidate ?? []) {
        const state = form.getFieldState(other);
        if (state.isTouched || state.invalid) void form.trigger(other);
      }
    },
  });
}

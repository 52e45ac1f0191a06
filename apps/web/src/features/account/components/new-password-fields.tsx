import type { FieldPath, FieldValues } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { AccountForm } from './use-account-form';

type PasswordPair = { password: string; confirmPassword: string };

/** New password and its confirmation (registration, invitation, reset): the same rules everywhere. */
export function NewPasswordFields<Input extends PasswordPair & FieldValues, Output extends FieldValues>({
  form,
  disabled,
  passwordLabel = 'Password',
}: {
  form: AccountForm<Input, Output>;
  disabled: boolean;
  passwordLabel?: string;
}) {
  const errors = form.formState.errors as Partial<Record<keyof PasswordPair, { message?: string }>>;
  const password = 'password' as FieldPath<Input>;
  const confirmPassword = 'confirmPassword' as FieldPath<Input>;
  return (
    <>
      <Field label={passwordLabel} description="Almeno 8 caratteri." error={errors.password?.message}>
        <Input
          type="password"
          autoComplete="new-password"
          required
          disabled={disabled}
          {...form.field(password, { alsoRevalidate: [confirmPassword] })}
        />
      </Field>
      <Field label="Conferma password" error={errors.confirmPassword?.message}>
        <Input
          type="password"
          autoComplete="new-password"
          required
          disabled={disabled}
          {...form.field(confirmPassword)}
        />
      </Field>
    </>
  );
}

import { passwordChangeFormSchema } from '@casaconti/core/schemas/auth';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useChangePassword } from '../api/change-password';
import { SubmitButton } from './submit-button';
import { useAccountForm } from './use-account-form';

export const PASSWORD_MESSAGES = {
  changed: 'Password changed successfully',
  failed: 'Failed to change password',
} as const;

/** docs/product.md §2 Edit Profile → Password: new password and confirmation (at least 6 characters). */
export function PasswordChangeCard() {
  const changePassword = useChangePassword();
  const form = useAccountForm(passwordChangeFormSchema, { defaultValues: { newPassword: '', confirmPassword: '' } });
  const { errors, isSubmitting } = form.formState;
  const isBusy = isSubmitting || changePassword.isPending;

  const onSubmit = async ({ newPassword }: z.output<typeof passwordChangeFormSchema>) => {
    try {
      await changePassword.mutateAsync({ newPassword });
      form.reset();
      toast.success(PASSWORD_MESSAGES.changed);
    } catch (err) {
      console.warn('password change failed', err);
      // A refused password (a common one) shows its message under the field.
      applyServerFieldErrors(err, form);
      toast.error(PASSWORD_MESSAGES.failed);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 id="password-title" className="text-lg">
            Password
          </h2>
        </CardTitle>
        <CardDescription>Your other devices will be signed out.</CardDescription>
      </CardHeader>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="contents">
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <Field label="New Password" description="At least 6 characters." error={errors.newPassword?.message}>
            <Input
              type="password"
              autoComplete="new-password"
              required
              disabled={isBusy}
              {...form.field('newPassword', { alsoRevalidate: ['confirmPassword'] })}
            />
          </Field>
          <Field label="Confirm New Password" error={errors.confirmPassword?.message}>
            <Input
              type="password"
              autoComplete="new-password"
              required
              disabled={isBusy}
              {...form.field('confirmPassword')}
            />
          </Field>
        </CardContent>
        <CardFooter className="justify-end border-t pt-6">
          <SubmitButton busy={isBusy} busyLabel="Changing..." className="w-full sm:w-auto">
            Change Password
          </SubmitButton>
        </CardFooter>
      </form>
    </Card>
  );
}

import { type ProfileInput, profileSchema } from '@casaconti/core/schemas/auth';
import { toast } from '@/lib/toast';
import { CardContent, CardFooter } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { type Me, useMe } from '../api/get-me';
import { useUpdateProfile } from '../api/update-profile';
import { AccountSectionCard } from './account-section-card';
import { SubmitButton } from './submit-button';
import { submitErrorMessage } from './account-submit';
import { useAccountForm } from './use-account-form';

export const PROFILE_MESSAGES = {
  loadFailed: 'Failed to load profile information',
  updated: 'Profile updated successfully',
  updateFailed: 'Failed to update profile',
} as const;

function PersonalDetailsForm({ me }: { me: Me }) {
  const updateProfile = useUpdateProfile();
  const form = useAccountForm(profileSchema, {
    defaultValues: { firstName: me.first_name, lastName: me.last_name },
  });
  const { errors, isSubmitting } = form.formState;
  const isBusy = isSubmitting || updateProfile.isPending;

  const onSubmit = async (values: ProfileInput) => {
    try {
      const updated = await updateProfile.mutateAsync(values);
      form.reset({
        firstName: updated?.first_name ?? values.firstName,
        lastName: updated?.last_name ?? values.lastName,
      });
      toast.success(PROFILE_MESSAGES.updated);
    } catch (err) {
      toast.error(submitErrorMessage(err, PROFILE_MESSAGES.updateFailed, form));
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="contents">
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <Field label="First Name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" required disabled={isBusy} {...form.field('firstName')} />
        </Field>
        <Field label="Last Name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" required disabled={isBusy} {...form.field('lastName')} />
        </Field>
        <Field label="Email" description="Your sign-in address cannot be changed here." className="sm:col-span-2">
          <Input type="email" value={me.email} readOnly className="bg-muted text-muted-foreground" />
        </Field>
      </CardContent>
      <CardFooter className="justify-end border-t pt-6">
        <SubmitButton busy={isBusy} busyLabel="Saving..." className="w-full sm:w-auto">
          Save Changes
        </SubmitButton>
      </CardFooter>
    </form>
  );
}

/** docs/product.md §2 Edit Profile → Personal Details: first and last name, prefilled from the user's record. */
export function ProfileDetailsCard() {
  const me = useMe();
  return (
    <AccountSectionCard
      titleId="personal-details-title"
      title="Personal Details"
      description="Your name as it appears to your landlord or tenants."
      isPending={me.isPending}
      loadFailed={PROFILE_MESSAGES.loadFailed}
    >
      {me.data ? <PersonalDetailsForm me={me.data} /> : null}
    </AccountSectionCard>
  );
}

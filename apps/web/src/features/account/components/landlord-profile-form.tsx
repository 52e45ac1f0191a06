import { LANDLORD_PROFILE_MESSAGES } from '@casaconti/core/messages';
import { type LandlordProfileInput, landlordProfileSchema } from '@casaconti/core/schemas/landlord-profile';
import { toast } from '@/lib/toast';
import { CardContent, CardFooter } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { isActiveLandlord, useMe } from '../api/get-me';
import { useLandlordProfile, useUpdateLandlordProfile } from '../api/landlord-profile';
import { AccountSectionCard } from './account-section-card';
import { SubmitButton } from './submit-button';
import { submitErrorMessage } from './account-submit';
import { useAccountForm } from './use-account-form';

function LandlordProfileForm({ initial }: { initial: LandlordProfileInput }) {
  const update = useUpdateLandlordProfile();
  const form = useAccountForm(landlordProfileSchema, { defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const isBusy = isSubmitting || update.isPending;

  const onSubmit = async (values: LandlordProfileInput) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset(saved);
      toast.success(LANDLORD_PROFILE_MESSAGES.saved);
    } catch (err) {
      toast.error(submitErrorMessage(err, LANDLORD_PROFILE_MESSAGES.saveFailed, form));
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="contents">
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Codice fiscale o partita IVA"
          description="Facoltativo: 16 caratteri o 11 cifre."
          error={errors.fiscalCode?.message}
        >
          <Input
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            disabled={isBusy}
            {...form.field('fiscalCode')}
          />
        </Field>
        <Field
          label="Indirizzo"
          description="Facoltativo: come va stampato sulle ricevute."
          error={errors.address?.message}
        >
          <Input autoComplete="street-address" disabled={isBusy} {...form.field('address')} />
        </Field>
      </CardContent>
      <CardFooter className="justify-end border-t pt-6">
        <SubmitButton busy={isBusy} busyLabel="Salvataggio..." className="w-full sm:w-auto">
          Salva dati ricevute
        </SubmitButton>
      </CardFooter>
    </form>
  );
}

/**
 * The landlord's receipt details (docs/domain.md §12, decision 095): optional codice fiscale or partita
 * IVA and address, printed on its receipts (read when a receipt is printed). Landlords only.
 */
export function LandlordProfileCard() {
  const me = useMe();
  const isLandlord = isActiveLandlord(me.data);
  const profile = useLandlordProfile(isLandlord);
  if (!isLandlord) return null;
  return (
    <AccountSectionCard
      titleId="receipt-details-title"
      title="Dati per le ricevute"
      description="Stampati sulle ricevute dei pagamenti."
      isPending={profile.isPending}
      loadFailed={LANDLORD_PROFILE_MESSAGES.loadFailed}
    >
      {profile.data ? <LandlordProfileForm initial={profile.data} /> : null}
    </AccountSectionCard>
  );
}

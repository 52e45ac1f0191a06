import { ERROR_MESSAGES } from '@casaconti/core/messages';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isNotFound } from '@/lib/error-message';
import { useConfirmLandlord } from '../api/confirm-landlord';
import { AccountOutcome } from './account-form';
import { AuthLayout } from './auth-layout';

export const CONFIRM_LANDLORD_MESSAGES = {
  done: 'Il tuo account ora è anche un account proprietario.',
  invalid: ERROR_MESSAGES.invalidLink,
} as const;

/**
 * An active tenant registered as a landlord with the same address (docs/domain.md §8, decision 058): one
 * click on this page, opened from the emailed link, adds the landlord role. No session needed:
 * the single-use link proves the mailbox. Password and tenant area stay as they are.
 */
export function ConfirmLandlordScreen({ token }: { token: string | null }) {
  const confirm = useConfirmLandlord();
  const [invalid, setInvalid] = useState(!token);

  if (invalid) {
    return (
      <AuthLayout title="Link non valido">
        <AccountOutcome variant="error" message={CONFIRM_LANDLORD_MESSAGES.invalid} linkLabel="Vai all’accesso">
          <p className="text-balance text-center text-sm text-muted-foreground">
            Per ricevere un nuovo link, registrati di nuovo come proprietario con lo stesso indirizzo email.
          </p>
        </AccountOutcome>
      </AuthLayout>
    );
  }
  if (confirm.isSuccess) {
    return (
      <AuthLayout title="Ora sei anche proprietario">
        <AccountOutcome variant="success" message={CONFIRM_LANDLORD_MESSAGES.done} linkLabel="Accedi">
          <p className="text-balance text-center text-sm text-muted-foreground">
            Accedi con la tua email e la password di sempre: troverai l’area proprietario accanto alla tua area
            inquilino.
          </p>
        </AccountOutcome>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Diventa anche proprietario">
      <div className="grid gap-5">
        {confirm.isError && <Alert variant="error">{confirm.error.message}</Alert>}
        <p className="text-sm">
          Hai chiesto di registrarti come proprietario con l’indirizzo del tuo account inquilino. Se confermi, al tuo
          account si aggiunge l’area per gestire i tuoi immobili; email, password e area inquilino restano come sono.
        </p>
        <Button
          size="lg"
          className="w-full"
          disabled={confirm.isPending}
          onClick={() =>
            token &&
            confirm.mutate(token, {
              onError: (err) => {
                if (isNotFound(err)) setInvalid(true);
              },
            })
          }
        >
          {confirm.isPending ? 'Conferma in corso…' : 'Conferma'}
        </Button>
      </div>
    </AuthLayout>
  );
}

import { COMPLETE_ACCOUNT_MESSAGES } from '@casaconti/core/schemas/auth';
import { type ReactNode, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isNotFoundOrInvalid } from '@/lib/error-message';
import { useInvitation } from '../api/get-invitation';
import { AuthLayout } from './auth-layout';
import { CompleteAccountForm, INVALID_INVITATION } from './complete-account-form';

export function InvalidInvitation({ message }: { message: string }) {
  return (
    <div className="grid gap-5">
      <Alert variant="error">{message}</Alert>
      <p className="text-balance text-center text-sm text-muted-foreground">
        Chiedi al tuo locatore di inviarti un nuovo invito. Se hai già completato l’account, accedi con la tua email e
        password.
      </p>
      <Button size="lg" variant="outline" className="w-full" asChild>
        <Link to="/login">Vai all’accesso</Link>
      </Button>
    </div>
  );
}

/**
 * Invited tenant onboarding: reads the invitation of `token`, then the form (names prefilled with
 * what the landlord typed) or an error card. A link whose account was completed meanwhile (with
 * another contract's link) accepts its contract instead: /accept-contract.
 */
export function CompleteAccountScreen({ token }: { token: string | null }) {
  const invitation = useInvitation(token);
  const [invalidMessage, setInvalidMessage] = useState<string | null>(null);

  let content: ReactNode;
  let isInvalid = false;
  if (!token || invalidMessage) {
    isInvalid = true;
    content = <InvalidInvitation message={invalidMessage ?? INVALID_INVITATION} />;
  } else if (invitation.isPending) {
    content = (
      <div className="flex justify-center py-8">
        <Spinner size="lg" label="Caricamento dell’invito…" />
      </div>
    );
  } else if (invitation.isError) {
    const err = invitation.error;
    // 404: unknown, used or expired token; 400: a token that cannot even be one.
    if (isNotFoundOrInvalid(err)) {
      isInvalid = true;
      content = <InvalidInvitation message={INVALID_INVITATION} />;
    } else {
      content = (
        <div className="grid gap-4">
          <Alert variant="error">{COMPLETE_ACCOUNT_MESSAGES.fetchProfile}</Alert>
          <Button variant="outline" onClick={() => void invitation.refetch()}>
            Riprova
          </Button>
        </div>
      );
    }
  } else if (invitation.data.accountActive) {
    return <Navigate to={`/accept-contract?token=${encodeURIComponent(token)}`} replace />;
  } else {
    content = (
      <CompleteAccountForm
        token={token}
        email={invitation.data.email}
        firstName={invitation.data.firstName}
        lastName={invitation.data.lastName}
        onInvalidInvitation={setInvalidMessage}
      />
    );
  }

  return (
    <AuthLayout
      title={isInvalid ? 'Invito non valido' : 'Completa il tuo account'}
      description={isInvalid ? undefined : 'Scegli il tuo nome e una password per accedere a CasaConti.'}
    >
      {content}
    </AuthLayout>
  );
}

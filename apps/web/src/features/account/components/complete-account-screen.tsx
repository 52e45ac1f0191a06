import { ACCOUNT_MESSAGES } from '@casaconti/core/messages';
import { paths } from '@casaconti/core/paths';
import { COMPLETE_ACCOUNT_MESSAGES } from '@casaconti/core/schemas/auth';
import { type ReactNode, useState } from 'react';
import { Navigate } from 'react-router';
import { useInvitationToken } from './use-invitation-token';
import { AccountOutcome } from './account-form';
import { AuthLayout } from './auth-layout';
import { CompleteAccountForm, INVALID_INVITATION } from './complete-account-form';

export function InvalidInvitation({ message }: { message: string }) {
  return (
    <AccountOutcome variant="error" message={message} linkLabel="Vai all’accesso">
      <p className="text-balance text-center text-sm text-muted-foreground">
        Chiedi al tuo locatore di inviarti un nuovo invito. Se hai già completato l’account, accedi con la tua email e
        password.
      </p>
    </AccountOutcome>
  );
}

/**
 * Invited tenant onboarding: reads the invitation of `token`, then the form (names prefilled with
 * what the landlord typed) or an error card. A link whose account was completed meanwhile (with
 * another contract's link) accepts its contract instead: /accept-contract.
 */
export function CompleteAccountScreen({ token }: { token: string | null }) {
  const load = useInvitationToken(token, () => COMPLETE_ACCOUNT_MESSAGES.fetchProfile);
  const [invalidMessage, setInvalidMessage] = useState<string | null>(null);

  let content: ReactNode;
  let isInvalid = false;
  if (load.kind === 'invalid' || invalidMessage) {
    isInvalid = true;
    content = <InvalidInvitation message={invalidMessage ?? INVALID_INVITATION} />;
  } else if (load.kind === 'waiting') {
    content = load.view;
  } else if (load.invitation.accountActive) {
    return <Navigate to={paths.acceptContract(load.token)} replace />;
  } else {
    content = (
      <CompleteAccountForm
        token={load.token}
        email={load.invitation.email}
        firstName={load.invitation.firstName}
        lastName={load.invitation.lastName}
        onInvalidInvitation={setInvalidMessage}
      />
    );
  }

  return (
    <AuthLayout
      title={isInvalid ? ACCOUNT_MESSAGES.invitationInvalidTitle : 'Completa il tuo account'}
      description={isInvalid ? undefined : 'Scegli il tuo nome e una password per accedere a CasaConti.'}
    >
      {content}
    </AuthLayout>
  );
}

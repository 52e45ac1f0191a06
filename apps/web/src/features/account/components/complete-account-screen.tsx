import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useInvitation } from '../api/get-invitation';
import { AuthLayout } from './auth-layout';
import { COMPLETE_ACCOUNT_MESSAGES, CompleteAccountForm } from './complete-account-form';

function InvalidInvitation({ message }: { message: string }) {
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

/** Invited tenant onboarding: reads the invitation of `token`, then the form or an error card. */
export function CompleteAccountScreen({ token }: { token: string | null }) {
  const invitation = useInvitation(token);
  const [invalidMessage, setInvalidMessage] = useState<string | null>(null);

  let content: ReactNode;
  let isInvalid = false;
  if (!token || invalidMessage) {
    isInvalid = true;
    content = <InvalidInvitation message={invalidMessage ?? COMPLETE_ACCOUNT_MESSAGES.invalidInvitation} />;
  } else if (invitation.isPending) {
    content = (
      <div className="flex justify-center py-8">
        <Spinner size="lg" label="Caricamento dell’invito…" />
      </div>
    );
  } else if (invitation.isError) {
    const err = invitation.error;
    // 404: unknown, used or expired token; 400: a token that cannot even be one.
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) {
      isInvalid = true;
      content = <InvalidInvitation message={COMPLETE_ACCOUNT_MESSAGES.invalidInvitation} />;
    } else {
      content = (
        <div className="grid gap-4">
          <Alert variant="error">{err instanceof ApiError ? err.message : COMPLETE_ACCOUNT_MESSAGES.unexpected}</Alert>
          <Button variant="outline" onClick={() => void invitation.refetch()}>
            Riprova
          </Button>
        </div>
      );
    }
  } else {
    content = (
      <CompleteAccountForm token={token} email={invitation.data.email} onInvalidInvitation={setInvalidMessage} />
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

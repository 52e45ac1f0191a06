import { ACCOUNT_MESSAGES } from '@casaconti/core/messages';
import { paths } from '@casaconti/core/paths';
import { CheckCircle2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isNotFound } from '@/lib/error-message';
import { useAcceptContract } from '../api/accept-contract';
import { useInvitationToken } from './use-invitation-token';
import { AuthLayout } from './auth-layout';
import { INVALID_INVITATION } from './complete-account-form';
import { InvalidInvitation } from './complete-account-screen';

/**
 * A landlord registered a contract for an address that already has an account
 * (docs/decisions/019): it reaches that person's tenant area only once they accept it here, from
 * the link emailed to them. No session needed: the single-use link proves the mailbox.
 */
export function AcceptContractScreen({ token }: { token: string | null }) {
  const load = useInvitationToken(token, (error) => error.message);
  const accept = useAcceptContract();
  const [invalid, setInvalid] = useState(false);

  let title = 'Accetta il contratto';
  let content: ReactNode;
  if (load.kind === 'invalid' || invalid) {
    title = ACCOUNT_MESSAGES.invitationInvalidTitle;
    content = <InvalidInvitation message={INVALID_INVITATION} />;
  } else if (accept.isSuccess) {
    title = 'Contratto accettato';
    content = (
      <div className="grid gap-5">
        <p className="flex items-start gap-2 text-sm">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          Il contratto è ora nella tua area inquilino.
        </p>
        <Button size="lg" className="w-full" asChild>
          <Link to={paths.dashboard()}>Vai alla dashboard</Link>
        </Button>
      </div>
    );
  } else if (load.kind === 'waiting') {
    content = load.view;
  } else if (!load.invitation.accountActive) {
    // An invited account's link: completing the account accepts the contract.
    content = (
      <div className="grid gap-5">
        <p className="text-sm">Per vedere il contratto, completa prima il tuo account.</p>
        <Button size="lg" className="w-full" asChild>
          <Link to={paths.completeAccount(load.token)}>Completa il tuo account</Link>
        </Button>
      </div>
    );
  } else {
    content = (
      <div className="grid gap-5">
        {accept.isError && <Alert variant="error">{accept.error.message}</Alert>}
        <p className="text-sm">
          Un locatore ha registrato su CasaConti un contratto d’affitto intestato a{' '}
          <strong className="break-all">{load.invitation.email}</strong>. Se lo accetti, lo vedrai nella tua area
          inquilino con i suoi pagamenti; se non lo riconosci, chiudi questa pagina.
        </p>
        <Button
          size="lg"
          className="w-full"
          disabled={accept.isPending}
          onClick={() =>
            accept.mutate(load.token, {
              onError: (err) => {
                if (isNotFound(err)) setInvalid(true);
              },
            })
          }
        >
          {accept.isPending ? 'Accettazione in corso…' : 'Accetta contratto'}
        </Button>
      </div>
    );
  }

  return <AuthLayout title={title}>{content}</AuthLayout>;
}

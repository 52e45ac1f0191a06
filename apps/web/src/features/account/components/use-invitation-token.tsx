import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isNotFoundOrInvalid } from '@/lib/error-message';
import { useInvitation } from '../api/get-invitation';

type Invitation = NonNullable<ReturnType<typeof useInvitation>['data']>;

export type InvitationTokenState =
  /** No token, or one the server does not know, used or expired. */
  | { kind: 'invalid' }
  /** Still loading, or the load failed for another reason: the view to show meanwhile (spinner, or message and 'Riprova'). */
  | { kind: 'waiting'; view: ReactNode }
  | { kind: 'ready'; token: string; invitation: Invitation };

/**
 * The invitation behind the token of an emailed link, for the pages such a link opens (complete
 * account, accept contract): one place decides invalid / loading / failed-with-retry / ready.
 * `failedMessage` is the page's message for a failed load.
 */
export function useInvitationToken(
  token: string | null,
  failedMessage: (error: Error) => string,
): InvitationTokenState {
  const invitation = useInvitation(token);
  if (!token) return { kind: 'invalid' };
  if (invitation.isPending) {
    return {
      kind: 'waiting',
      view: (
        <div className="flex justify-center py-8">
          <Spinner size="lg" label="Caricamento dell’invito…" />
        </div>
      ),
    };
  }
  if (invitation.isError) {
    if (isNotFoundOrInvalid(invitation.error)) return { kind: 'invalid' };
    return {
      kind: 'waiting',
      view: (
        <div className="grid gap-4">
          <Alert variant="error">{failedMessage(invitation.error)}</Alert>
          <Button variant="outline" onClick={() => void invitation.refetch()}>
            Riprova
          </Button>
        </div>
      ),
    };
  }
  return { kind: 'ready', token, invitation: invitation.data };
}

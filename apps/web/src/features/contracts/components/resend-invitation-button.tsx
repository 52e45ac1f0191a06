import { MailIcon } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { hasErrorCode } from '@/lib/error-message';
import { useResendInvitation } from '../api/resend-invitation';

/**
 * Shown while the tenant has not accepted the contract: the 7-day link may have expired. The
 * server allows one resend a minute; a click within it says how long to wait.
 */
function useResendAction(contractId: string) {
  const resend = useResendInvitation(contractId);
  const send = () =>
    resend.mutate(undefined, {
      onSuccess: ({ email }) =>
        toast.success('Invito inviato di nuovo', { description: `Un nuovo link è stato inviato a ${email}.` }),
      onError: (err) =>
        toast.error(hasErrorCode(err, 'RATE_LIMITED') ? 'Invito non inviato' : "Errore durante l'invio dell'invito", {
          description: err.message,
        }),
    });
  return { send, isPending: resend.isPending, label: resend.isPending ? 'Invio...' : 'Reinvia invito' };
}

export function ResendInvitationButton({ contractId }: { contractId: string }) {
  const { send, isPending, label } = useResendAction(contractId);
  return (
    <Button variant="outline" disabled={isPending} onClick={send}>
      <MailIcon aria-hidden="true" /> {label}
    </Button>
  );
}

/** The same action as an item of the contract header's menu (on a phone). */
export function ResendInvitationMenuItem({ contractId }: { contractId: string }) {
  const { send, isPending, label } = useResendAction(contractId);
  return (
    <DropdownMenuItem disabled={isPending} onSelect={send}>
      <MailIcon aria-hidden="true" /> {label}
    </DropdownMenuItem>
  );
}

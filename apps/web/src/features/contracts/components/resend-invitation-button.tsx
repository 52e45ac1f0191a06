import { MailIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useResendInvitation } from '../api/resend-invitation';

/**
 * Shown while the tenant has not accepted the contract: the 7-day link may have expired. The
 * server allows one resend a minute; a click within it says how long to wait.
 */
export function ResendInvitationButton({ contractId }: { contractId: string }) {
  const resend = useResendInvitation(contractId);
  return (
    <Button
      variant="outline"
      disabled={resend.isPending}
      onClick={() =>
        resend.mutate(undefined, {
          onSuccess: ({ email }) =>
            toast.success('Invito inviato di nuovo', { description: `Un nuovo link è stato inviato a ${email}.` }),
          onError: (err) =>
            toast.error(
              err instanceof ApiError && err.code === 'RATE_LIMITED'
                ? 'Invito non inviato'
                : "Errore durante l'invio dell'invito",
              { description: err.message },
            ),
        })
      }
    >
      <MailIcon aria-hidden="true" /> {resend.isPending ? 'Invio...' : 'Reinvia invito'}
    </Button>
  );
}

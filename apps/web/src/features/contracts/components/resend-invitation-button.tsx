import { MailIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useResendInvitation } from '../api/resend-invitation';

/** Shown while the tenant has not completed the account: the 7-day link may have expired. */
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
          onError: (err) => toast.error("Errore durante l'invio dell'invito", { description: err.message }),
        })
      }
    >
      <MailIcon aria-hidden="true" /> {resend.isPending ? 'Invio...' : 'Reinvia invito'}
    </Button>
  );
}

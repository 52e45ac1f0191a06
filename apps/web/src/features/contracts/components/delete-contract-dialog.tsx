import { DELETE_CONFIRMATION_WORD } from '@casaconti/core/constants';
import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useDeleteContract } from '../api/delete-contract';

/** Delete with confirmation: typing ELIMINA enables the button (SPEC §4 Deletion). */
export function DeleteContractDialog({ contractId }: { contractId: string }) {
  const [open, setOpen] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const navigate = useNavigate();
  const deleteContract = useDeleteContract();
  const isConfirmed = confirmation === DELETE_CONFIRMATION_WORD;

  const onOpenChange = (next: boolean) => {
    if (deleteContract.isPending) return;
    setOpen(next);
    if (!next) setConfirmation('');
  };

  const onDelete = () => {
    if (!isConfirmed) return;
    deleteContract.mutate(contractId, {
      onSuccess: () => {
        toast.success('Contratto eliminato con successo.');
        setOpen(false);
        navigate('/dashboard/landlord/contracts', { replace: true });
      },
      onError: (error) => toast.error("Errore durante l'eliminazione del contratto.", { description: error.message }),
    });
  };

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>
        <Button variant="destructive">
          <Trash2Icon aria-hidden="true" /> Elimina
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onDelete();
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>Elimina contratto</AlertDialogTitle>
            <AlertDialogDescription>
              Il contratto verrà eliminato e il link dell'estratto conto condiviso smetterà di funzionare. Lo storico
              delle spese resta disponibile. L'operazione non può essere annullata.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <Field label={`Digita ${DELETE_CONFIRMATION_WORD} per confermare`}>
            <Input
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
            />
          </Field>
          <AlertDialogFooter>
            <AlertDialogCancel type="button" disabled={deleteContract.isPending}>
              Annulla
            </AlertDialogCancel>
            <AlertDialogAction
              type="submit"
              variant="destructive"
              disabled={!isConfirmed || deleteContract.isPending}
              onClick={(event) => {
                event.preventDefault();
                onDelete();
              }}
            >
              Elimina contratto
            </AlertDialogAction>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}

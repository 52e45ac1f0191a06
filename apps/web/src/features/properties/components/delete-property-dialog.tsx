import { DELETE_CONFIRMATION_WORD } from '@casaconti/core/constants';
import { Trash2Icon } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import {
  AlertDialog,
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
import { Spinner } from '@/components/ui/spinner';
import { useDeleteProperty } from '../api/delete-property';
import { errorMessage } from '@/lib/error-message';

/** Delete button + confirmation: the delete button is enabled only once ELIMINA is typed. */
export function DeletePropertyDialog({ propertyId, propertyName }: { propertyId: string; propertyName: string }) {
  const navigate = useNavigate();
  const deleteProperty = useDeleteProperty();
  const [isOpen, setIsOpen] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const isConfirmed = confirmation === DELETE_CONFIRMATION_WORD;

  const onOpenChange = (open: boolean) => {
    if (deleteProperty.isPending) return;
    setIsOpen(open);
    setConfirmation('');
    setError(null);
  };

  const onDelete = (event: React.FormEvent) => {
    event.preventDefault();
    if (!isConfirmed) return;
    setError(null);
    deleteProperty.mutate(propertyId, {
      onSuccess: () => {
        toast.success('Immobile eliminato con successo.');
        navigate('/dashboard/landlord/properties', { replace: true });
      },
      onError: (err) => setError(errorMessage(err, "Errore durante l'eliminazione dell'immobile.")),
    });
  };

  return (
    <AlertDialog open={isOpen} onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" className="text-destructive hover:bg-destructive/10 hover:text-destructive">
          <Trash2Icon aria-hidden="true" />
          Elimina
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <form onSubmit={onDelete} className="grid grid-cols-1 gap-4" noValidate>
          <AlertDialogHeader>
            <AlertDialogTitle>Elimina Immobile</AlertDialogTitle>
            <AlertDialogDescription>
              Stai per eliminare l'immobile <strong className="text-foreground">{propertyName}</strong> con le sue
              stanze e spese. Lo storico dei contratti conclusi resta disponibile.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <Field label={`Digita ${DELETE_CONFIRMATION_WORD} per confermare`}>
            <Input
              value={confirmation}
              onChange={(e) => setConfirmation(e.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              disabled={deleteProperty.isPending}
            />
          </Field>
          {error && <Alert variant="error">{error}</Alert>}
          <AlertDialogFooter>
            <AlertDialogCancel disabled={deleteProperty.isPending}>Annulla</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={!isConfirmed || deleteProperty.isPending}>
              {deleteProperty.isPending && (
                <Spinner size="sm" className="text-current" label="Eliminazione in corso…" />
              )}
              Elimina
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}

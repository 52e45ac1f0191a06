import { PROPERTY_MESSAGES } from '@casaconti/core/messages';
import { useState } from 'react';
import type * as React from 'react';
import { toast } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useAddRoom } from '../api/add-room';
import { errorMessage } from '@/lib/error-message';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useOneRequest } from '@/lib/one-request';
import { useUnsavedWork } from '@/lib/session';

/**
 * 'Aggiungi Stanza': name required (disabled while blank), description optional, blank sent as null.
 * One click, one request; each opening has one idempotency key, kept across a failed attempt, so a
 * retry after a lost answer gets the room already added (decision 162).
 */
export function AddRoomDialog({
  propertyId,
  open,
  onOpenChange,
}: {
  propertyId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const addRoom = useAddRoom(propertyId);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [weight, setWeight] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const once = useOneRequest();
  const canAdd = name.trim() !== '' && !addRoom.isPending;
  useUnsavedWork(open && (name !== '' || description !== ''));

  const changeOpen = (next: boolean) => {
    if (addRoom.isPending) return;
    if (!next) {
      setName('');
      setDescription('');
      setWeight('');
      setError(null);
      setIdempotencyKey(newIdempotencyKey());
    }
    onOpenChange(next);
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!canAdd) return;
    setError(null);
    const input = {
      name: name.trim(),
      description: description.trim() || null,
      weight: weight.trim() || null,
      idempotencyKey,
    };
    once(() =>
      addRoom.mutateAsync(input, {
        onSuccess: (room) => {
          if (!room) {
            setError(PROPERTY_MESSAGES.addRoomFailed);
            return;
          }
          toast.success('Successo', { description: 'Stanza aggiunta con successo.' });
          setName('');
          setDescription('');
          setIdempotencyKey(newIdempotencyKey());
          onOpenChange(false);
        },
        onError: (err) => setError(errorMessage(err, PROPERTY_MESSAGES.addRoomFailed)),
      }),
    );
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4">
          <DialogHeader>
            <DialogTitle>Aggiungi Stanza</DialogTitle>
            <DialogDescription>La nuova stanza sarà disponibile per i contratti.</DialogDescription>
          </DialogHeader>
          <Field label="Nome Stanza *">
            <Input
              value={name}
              onChange={(e) => setName(e.target.value)}
              autoComplete="off"
              disabled={addRoom.isPending}
            />
          </Field>
          <Field label="Descrizione">
            <Textarea
              rows={3}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              disabled={addRoom.isPending}
            />
          </Field>
          <Field label="Peso (facoltativo)" description="Per la ripartizione per stanze (millesimi, m²): vuoto vale 1.">
            <Input
              inputMode="decimal"
              placeholder="1"
              value={weight}
              onChange={(e) => setWeight(e.target.value)}
              autoComplete="off"
              disabled={addRoom.isPending}
            />
          </Field>
          {error && <Alert variant="error">{error}</Alert>}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={addRoom.isPending}>
                Annulla
              </Button>
            </DialogClose>
            <Button type="submit" disabled={!canAdd}>
              {addRoom.isPending && <Spinner size="sm" className="text-current" label="Salvataggio in corso…" />}
              Aggiungi
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

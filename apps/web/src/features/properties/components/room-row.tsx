import { CheckIcon, PencilIcon, Trash2Icon, XIcon } from 'lucide-react';
import { useState } from 'react';
import type * as React from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { TableCell, TableRow } from '@/components/ui/table';
import { Textarea } from '@/components/ui/textarea';
import type { PropertyRoom } from '../api/get-property';
import { useUpdateRoom } from '../api/update-room';
import { errorMessage } from '@/lib/error-message';
import { DEFAULT_ROOM_WEIGHT } from '@casaconti/core/constants';
import { formatDecimalIt } from '@casaconti/core/quantity';

const UPDATE_ERROR = "Errore durante l'aggiornamento della stanza.";

type RoomRowProps = {
  propertyId: string;
  room: PropertyRoom;
  isEditing: boolean;
  onEdit: () => void;
  onDoneEditing: () => void;
  onDelete: () => void;
};

/** One room of 'Gestione Stanze': view mode, or inline edit with save and cancel. */
export function RoomRow({ propertyId, room, isEditing, onEdit, onDoneEditing, onDelete }: RoomRowProps) {
  return isEditing ? (
    <EditingRoomRow propertyId={propertyId} room={room} onDone={onDoneEditing} />
  ) : (
    <TableRow>
      <TableCell className="font-medium break-words whitespace-normal">
        {room.name}
        {/* On a phone the description column is hidden: the description goes under the name. */}
        {room.description && (
          <span className="block font-normal text-muted-foreground sm:hidden">{room.description}</span>
        )}
      </TableCell>
      <TableCell className="hidden break-words whitespace-normal sm:table-cell">
        {room.description ? (
          room.description
        ) : (
          <span className="text-muted-foreground italic">Nessuna descrizione</span>
        )}
      </TableCell>
      {/* The weight for the 'Stanze' split criterion; none set counts as 1 (docs/domain.md §5). */}
      <TableCell className="text-right tabular-nums">{formatDecimalIt(room.weight ?? DEFAULT_ROOM_WEIGHT)}</TableCell>
      <TableCell>
        <div className="flex justify-end gap-1">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            onClick={onEdit}
            aria-label={`Modifica ${room.name}`}
          >
            <PencilIcon aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8 text-destructive hover:bg-destructive/10 hover:text-destructive"
            onClick={onDelete}
            aria-label={`Elimina ${room.name}`}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
}

function EditingRoomRow({ propertyId, room, onDone }: { propertyId: string; room: PropertyRoom; onDone: () => void }) {
  const updateRoom = useUpdateRoom(propertyId);
  const [name, setName] = useState(room.name);
  const [description, setDescription] = useState(room.description ?? '');
  const [weight, setWeight] = useState(room.weight === null ? '' : formatDecimalIt(room.weight));
  const canSave = name.trim() !== '' && !updateRoom.isPending;

  const save = () => {
    if (!canSave) return;
    updateRoom.mutate(
      {
        roomId: room.id,
        input: { name: name.trim(), description: description.trim() || null, weight: weight.trim() || null },
      },
      {
        onSuccess: () => {
          toast.success('Successo', { description: 'Stanza aggiornata con successo.' });
          onDone();
        },
        onError: (err) => {
          const reason = errorMessage(err, UPDATE_ERROR);
          toast.error(UPDATE_ERROR, reason === UPDATE_ERROR ? undefined : { description: reason });
        },
      },
    );
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    } else if (event.key === 'Enter' && !(event.target instanceof HTMLTextAreaElement && event.shiftKey)) {
      event.preventDefault();
      save();
    }
  };

  const nameId = `room-${room.id}-name`;
  const descriptionId = `room-${room.id}-description`;
  const weightId = `room-${room.id}-weight`;
  // One cell across the three columns: stacked with visible labels on a phone, laid out like
  // the columns from sm up (the labels then only serve assistive technology).
  return (
    <TableRow className="bg-accent/40 hover:bg-accent/40">
      <TableCell colSpan={4}>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-[calc(30%-0.25rem)_minmax(0,1fr)_5rem_auto] sm:items-start sm:gap-3">
          <div className="grid gap-1">
            <Label htmlFor={nameId} className="text-xs text-muted-foreground sm:sr-only">
              Nome Stanza
            </Label>
            <Input
              id={nameId}
              value={name}
              onChange={(e) => setName(e.target.value)}
              onKeyDown={onKeyDown}
              aria-invalid={name.trim() === '' ? true : undefined}
              disabled={updateRoom.isPending}
              autoFocus
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={descriptionId} className="text-xs text-muted-foreground sm:sr-only">
              Descrizione
            </Label>
            <Textarea
              id={descriptionId}
              rows={1}
              className="min-h-9"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              onKeyDown={onKeyDown}
              disabled={updateRoom.isPending}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={weightId} className="text-xs text-muted-foreground sm:sr-only">
              Peso (facoltativo, predefinito 1)
            </Label>
            <Input
              id={weightId}
              inputMode="decimal"
              placeholder="1"
              value={weight}
              onChange={(e) => setWeight(e.target.value)}
              onKeyDown={onKeyDown}
              disabled={updateRoom.isPending}
            />
          </div>
          <div className="flex justify-end gap-1 sm:w-[4.5rem]">
            <Button type="button" size="icon" className="size-8" onClick={save} disabled={!canSave} aria-label="Salva">
              {updateRoom.isPending ? (
                <Spinner size="sm" className="text-current" label="Salvataggio in corso…" />
              ) : (
                <CheckIcon aria-hidden="true" />
              )}
            </Button>
            <Button
              type="button"
              variant="outline"
              size="icon"
              className="size-8"
              onClick={onDone}
              disabled={updateRoom.isPending}
              aria-label="Annulla"
            >
              <XIcon aria-hidden="true" />
            </Button>
          </div>
        </div>
      </TableCell>
    </TableRow>
  );
}

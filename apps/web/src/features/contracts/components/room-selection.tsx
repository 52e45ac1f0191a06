import { PROPERTY_MESSAGES } from '@casaconti/core/messages';
import { useEffect } from 'react';
import { LoadError } from '@/components/load-error';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { type RoomsAvailabilityInput, useRoomsAvailability } from '../api/get-rooms-availability';

export const ROOM_TAKEN_LABEL = 'assegnata ad altro contratto';
export const ALL_ROOMS_TAKEN_TITLE = 'Tutte le stanze sono assegnate ad altri contratti in queste date';

type RoomSelectionProps = RoomsAvailabilityInput & {
  selected: string[];
  onChange: (ids: string[]) => void;
  error?: string;
};

/**
 * Wizard step 3: the property's rooms for the chosen dates; taken rooms cannot be picked, and when
 * none is free the step says so at once (not only after 'Avanti').
 */
export function RoomSelection({ selected, onChange, error, ...period }: RoomSelectionProps) {
  const availability = useRoomsAvailability(period);
  const rooms = availability.data?.rooms;

  // A room taken meanwhile (or preselected but taken) leaves the selection.
  useEffect(() => {
    if (!rooms) return;
    const free = new Set(rooms.filter((room) => room.available).map((room) => room.id));
    const kept = selected.filter((id) => free.has(id));
    if (kept.length !== selected.length) onChange(kept);
  }, [rooms, selected, onChange]);

  if (availability.isPending) {
    return (
      <div className="grid gap-3 sm:grid-cols-2" aria-busy="true">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  if (availability.isError) {
    return (
      <LoadError title="Errore nel caricamento stanze" onRetry={() => void availability.refetch()}>
        {availability.error.message}
      </LoadError>
    );
  }
  if (availability.data.rooms.length === 0) {
    return <p className="text-sm text-muted-foreground">{PROPERTY_MESSAGES.noRooms}</p>;
  }

  const allTaken = availability.data.rooms.every((room) => !room.available);
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...selected, id] : selected.filter((selectedId) => selectedId !== id));

  return (
    <fieldset className="grid gap-3" aria-describedby={error ? 'rooms-error' : undefined}>
      <legend className="mb-1 text-sm font-medium">Stanze</legend>
      {allTaken && (
        <Alert variant="info" title={ALL_ROOMS_TAKEN_TITLE}>
          Scegli altre date al passo precedente, oppure aggiungi una stanza alla proprietà.
        </Alert>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {availability.data.rooms.map((room) => {
          const isChecked = selected.includes(room.id);
          const id = `room-${room.id}`;
          return (
            <label
              key={room.id}
              htmlFor={id}
              className={cn(
                'flex min-w-0 items-start gap-3 rounded-lg border bg-card p-3 text-sm transition-colors',
                room.available ? 'cursor-pointer hover:bg-accent/50' : 'cursor-not-allowed bg-muted',
                isChecked && 'border-primary bg-accent',
                error && !isChecked && room.available && 'border-destructive/50',
              )}
            >
              <input
                id={id}
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 accent-(--primary) disabled:cursor-not-allowed"
                checked={isChecked}
                disabled={!room.available}
                onChange={(event) => toggle(room.id, event.target.checked)}
              />
              <span className="grid min-w-0 gap-0.5">
                <span className="font-medium break-words">{room.name}</span>
                {room.description && <span className="break-words text-muted-foreground">{room.description}</span>}
                {!room.available && <span className="text-xs font-medium text-destructive">{ROOM_TAKEN_LABEL}</span>}
              </span>
            </label>
          );
        })}
      </div>
      <div aria-live="polite" className="empty:hidden">
        {error && (
          <p id="rooms-error" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
    </fieldset>
  );
}

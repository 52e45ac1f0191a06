import { PROPERTY_MESSAGES } from '@casaconti/core/messages';
import { DoorOpenIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { PropertyRoom } from '../api/get-property';
import { AddRoomDialog } from './add-room-dialog';
import { DeleteRoomDialog } from './delete-room-dialog';
import { RoomRow } from './room-row';

/** 'Gestione Stanze': rooms table with inline edit, delete with confirmation, add dialog. */
export function PropertyRoomsManager({ propertyId, rooms }: { propertyId: string; rooms: PropertyRoom[] }) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const [roomToDelete, setRoomToDelete] = useState<PropertyRoom | null>(null);
  const [isAddOpen, setIsAddOpen] = useState(false);

  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle asChild className="text-lg">
            <h2>Gestione Stanze</h2>
          </CardTitle>
          <CardDescription>Le stanze che puoi assegnare ai contratti.</CardDescription>
        </div>
        {rooms.length > 0 && (
          <Button type="button" size="sm" className="w-full sm:w-auto" onClick={() => setIsAddOpen(true)}>
            <PlusIcon aria-hidden="true" />
            Aggiungi Stanza
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {rooms.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-8 text-center">
            <DoorOpenIcon aria-hidden="true" className="size-6 text-muted-foreground" />
            <p className="text-sm text-muted-foreground">{PROPERTY_MESSAGES.noRooms}</p>
            <Button type="button" onClick={() => setIsAddOpen(true)}>
              <PlusIcon aria-hidden="true" />
              Aggiungi Prima Stanza
            </Button>
          </div>
        ) : (
          <Table className="table-fixed" containerClassName="rounded-lg border">
            <colgroup>
              <col className="sm:w-[30%]" />
              <col className="hidden sm:table-column" />
              <col className="w-16 sm:w-20" />
              <col className="w-24" />
            </colgroup>
            <TableHeader>
              <TableRow>
                <TableHead>Nome Stanza</TableHead>
                <TableHead className="hidden sm:table-cell">Descrizione</TableHead>
                <TableHead className="text-right">Peso</TableHead>
                <TableHead className="text-right">Azioni</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rooms.map((room) => (
                <RoomRow
                  key={room.id}
                  propertyId={propertyId}
                  room={room}
                  isEditing={editingId === room.id}
                  onEdit={() => setEditingId(room.id)}
                  onDoneEditing={() => setEditingId(null)}
                  onDelete={() => setRoomToDelete(room)}
                />
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      <AddRoomDialog propertyId={propertyId} open={isAddOpen} onOpenChange={setIsAddOpen} />
      <DeleteRoomDialog propertyId={propertyId} room={roomToDelete} onClose={() => setRoomToDelete(null)} />
    </Card>
  );
}

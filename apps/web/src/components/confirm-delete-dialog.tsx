import { DELETE_CONFIRMATION_WORD } from '@casaconti/core/constants';
import { Trash2Icon } from 'lucide-react';
import type * as React from 'react';
import { useRef, useState } from 'react';

import { ConfirmDialogFrame } from '@/components/confirm-dialog-frame';
import { AlertDialog, AlertDialogTrigger } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/error-message';

export type ConfirmDeleteDialogProps = {
  title: string;
  description: React.ReactNode;
  /** The dialog's delete button (default 'Elimina'). */
  confirmLabel?: string;
  /** docs/product.md §4 Deletion: the delete button is enabled only once ELIMINA is typed (properties, contracts). */
  requireTypedWord?: boolean;
  /**
   * Deletes. Resolves when done (the dialog closes; the caller navigates or updates its list),
   * rejects to keep the dialog open with `errorTitle` and the server's reason for a refusal.
   */
  onConfirm: () => Promise<unknown>;
  /** The docs/product.md §8 message of a failed deletion. */
  errorTitle: string;
  /** The button that opens the dialog; omit it and pass `open`/`onOpenChange` to open it from elsewhere. */
  trigger?: React.ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** The 'Elimina' button of a detail page's header that opens its deletion (property, bill). */
export function DeleteTrigger(props: React.ComponentProps<typeof Button>) {
  return (
    <Button variant="outline" className="text-destructive hover:bg-destructive/10 hover:text-destructive" {...props}>
      <Trash2Icon aria-hidden="true" />
      Elimina
    </Button>
  );
}

/**
 * The one deletion confirmation (property, contract, bill, room): title and consequences, the
 * typed ELIMINA when the SPEC asks for it, a refusal shown in the dialog (which stays open), and
 * no closing while the deletion runs. One click, one request: the click takes a ref held until the
 * deletion settles (isPending reaches the screen a tick later). No idempotency key: a deletion
 * makes nothing, and a repeat that reaches the server answers 404 (decision 162).
 */
export function ConfirmDeleteDialog({
  title,
  description,
  confirmLabel = 'Elimina',
  requireTypedWord = false,
  onConfirm,
  errorTitle,
  trigger,
  open: openProp,
  onOpenChange,
}: ConfirmDeleteDialogProps) {
  const [openState, setOpenState] = useState(false);
  const [typed, setTyped] = useState('');
  const [isPending, setIsPending] = useState(false);
  const [failure, setFailure] = useState<{ reason: string } | null>(null);
  const running = useRef(false);
  const open = openProp ?? openState;
  const isConfirmed = !requireTypedWord || typed === DELETE_CONFIRMATION_WORD;

  const changeOpen = (next: boolean) => {
    if (isPending) return;
    setOpenState(next);
    setTyped('');
    setFailure(null);
    onOpenChange?.(next);
  };

  const onSubmit = async () => {
    if (running.current) return;
    running.current = true;
    setFailure(null);
    setIsPending(true);
    try {
      await onConfirm();
      setIsPending(false);
      setOpenState(false);
      setTyped('');
      onOpenChange?.(false);
    } catch (err) {
      setIsPending(false);
      const reason = errorMessage(err, '');
      setFailure({ reason: reason === errorTitle ? '' : reason });
    } finally {
      running.current = false;
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={changeOpen}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <ConfirmDialogFrame
        title={title}
        description={description}
        failure={failure && { title: errorTitle, reason: failure.reason }}
        confirmLabel={confirmLabel}
        busyLabel="Eliminazione in corso…"
        isPending={isPending}
        canConfirm={isConfirmed}
        destructive
        onConfirm={onSubmit}
      >
        {requireTypedWord && (
          <Field label={`Digita ${DELETE_CONFIRMATION_WORD} per confermare`}>
            <Input
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              disabled={isPending}
            />
          </Field>
        )}
      </ConfirmDialogFrame>
    </AlertDialog>
  );
}

import type * as React from 'react';
import { useRef, useState } from 'react';
import { type ConfirmFailure, ConfirmDialogFrame } from '@/components/confirm-dialog-frame';
import { AlertDialog } from '@/components/ui/alert-dialog';

export type ActionFailure = ConfirmFailure;

/**
 * The confirmation before an irreversible payments action (a conguaglio, a confirmed payment).
 * A failure stays in the dialog: the SPEC §8 message and, for a refusal, the server's reason.
 *
 * One click, one request: the click itself takes a ref (no re-render needed) and holds the
 * buttons until `onConfirm`'s promise settles. The mutation's own isPending reaches the screen a
 * tick later, and a double click used to send two requests, the second refused (409) after the
 * first had succeeded (issue 19). The caller also sends the dialog's idempotency key, so a repeat
 * that does reach the server answers the first success (decision 048).
 */
export function ActionConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  ...frame
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: React.ReactNode;
  /** Fields the confirmation needs (e.g. a payment's date and method). */
  children?: React.ReactNode;
  confirmLabel: string;
  busyLabel: string;
  failure: ActionFailure | null;
  /** Runs the action; resolves when it has succeeded or failed (never rejects). */
  onConfirm: () => Promise<void>;
}) {
  const running = useRef(false);
  const [isPending, setIsPending] = useState(false);

  const confirm = () => {
    if (running.current) return;
    running.current = true;
    setIsPending(true);
    void onConfirm().finally(() => {
      running.current = false;
      setIsPending(false);
    });
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <ConfirmDialogFrame {...frame} isPending={isPending} onConfirm={confirm} />
    </AlertDialog>
  );
}

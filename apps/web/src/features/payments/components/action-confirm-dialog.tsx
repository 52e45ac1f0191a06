import type * as React from 'react';
import { useRef, useState } from 'react';
import { type ConfirmFailure, ConfirmDialogFrame } from '@/components/confirm-dialog-frame';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { type FailureMessages, failureMessage, refusalReason } from '../lib/messages';

export type ActionFailure = ConfirmFailure;

/**
 * A payments action asked in an ActionConfirmDialog (a conguaglio, a confirmed payment): what it
 * is about (`target`, kept while the dialog closes so its text does not vanish mid-animation),
 * the dialog's state and its failure, and one idempotency key per opening, kept across a failed
 * attempt, so a repeat answers the first success (decision 048). `ask(target)` opens the dialog;
 * its confirm runs `run` with the key: a success closes it and calls `onDone`, a failure stays in
 * it (the docs/product.md §8 message from `failures`, and the server's reason for a refusal). Spread `dialog`
 * onto the ActionConfirmDialog.
 */
export function useConfirmedAction<T, R>({
  run,
  onDone,
  failures,
}: {
  run: (target: T, idempotencyKey: string) => Promise<R>;
  onDone: (result: R) => void;
  failures: FailureMessages;
}) {
  const [target, setTarget] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState('');

  const ask = (next: T) => {
    setFailure(null);
    setTarget(next);
    setIdempotencyKey(newIdempotencyKey());
    setOpen(true);
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setFailure(null);
  };

  const onConfirm = async () => {
    if (target === null) return;
    setFailure(null);
    await run(target, idempotencyKey).then(
      (result) => {
        onOpenChange(false);
        onDone(result);
      },
      (error: Error) => setFailure({ title: failureMessage(error, failures), reason: refusalReason(error) }),
    );
  };

  return { target, ask, dialog: { open, onOpenChange, failure, onConfirm } };
}

/**
 * The confirmation before an irreversible payments action (a conguaglio, a confirmed payment).
 * A failure stays in the dialog: the docs/product.md §8 message and, for a refusal, the server's reason.
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

import type * as React from 'react';
import { type ConfirmFailure, ConfirmDialogFrame } from '@/components/confirm-dialog-frame';
import { AlertDialog } from '@/components/ui/alert-dialog';

export type ActionFailure = ConfirmFailure;

/**
 * The confirmation before an irreversible payments action (a conguaglio, a confirmed payment).
 * A failure stays in the dialog: the SPEC §8 message and, for a refusal, the server's reason.
 */
export function ActionConfirmDialog({
  open,
  onOpenChange,
  ...frame
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: React.ReactNode;
  confirmLabel: string;
  busyLabel: string;
  isPending: boolean;
  failure: ActionFailure | null;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !frame.isPending && onOpenChange(next)}>
      <ConfirmDialogFrame {...frame} />
    </AlertDialog>
  );
}

import type * as React from 'react';
import { Alert } from '@/components/ui/alert';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

export type ActionFailure = { title: string; reason?: string };

/**
 * The confirmation before an irreversible payments action (a conguaglio, a confirmed payment).
 * A failure stays in the dialog: the SPEC §8 message and, for a refusal, the server's reason.
 */
export function ActionConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  isPending,
  failure,
  onConfirm,
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
    <AlertDialog open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <AlertDialogContent>
        <form
          className="grid grid-cols-1 gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!isPending) onConfirm();
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>{title}</AlertDialogTitle>
            <AlertDialogDescription asChild>
              <div className="grid gap-2">{description}</div>
            </AlertDialogDescription>
          </AlertDialogHeader>
          {failure && (
            <Alert variant="error" title={failure.title}>
              {failure.reason}
            </Alert>
          )}
          <AlertDialogFooter>
            <AlertDialogCancel disabled={isPending}>Annulla</AlertDialogCancel>
            <Button type="submit" disabled={isPending}>
              {isPending && <Spinner size="sm" className="text-current" label={busyLabel} />}
              {confirmLabel}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}

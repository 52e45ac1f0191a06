import type * as React from 'react';
import { Alert } from '@/components/ui/alert';
import {
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

export type ConfirmFailure = { title: string; reason?: string };

/**
 * The inside of every confirmation dialog (deletions, conguagli, confirmed payments): title and
 * consequences, any field the confirmation needs, a failure shown in place (the dialog stays
 * open), 'Annulla' and the confirm button, both held while the action runs. Put it in an
 * AlertDialog that refuses to close while `isPending`.
 */
export function ConfirmDialogFrame({
  title,
  description,
  children,
  failure,
  confirmLabel,
  busyLabel,
  isPending,
  canConfirm = true,
  destructive = false,
  onConfirm,
}: {
  title: string;
  description: React.ReactNode;
  /** Fields between the description and the failure (e.g. the typed ELIMINA). */
  children?: React.ReactNode;
  failure: ConfirmFailure | null;
  confirmLabel: string;
  /** Announced by the button's spinner while the action runs. */
  busyLabel: string;
  isPending: boolean;
  canConfirm?: boolean;
  destructive?: boolean;
  onConfirm: () => void;
}) {
  return (
    <AlertDialogContent>
      <form
        className="grid grid-cols-1 gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (canConfirm && !isPending) onConfirm();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="grid gap-2">{description}</div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        {failure && (
          <Alert variant="error" title={failure.title}>
            {failure.reason || null}
          </Alert>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel type="button" disabled={isPending}>
            Annulla
          </AlertDialogCancel>
          <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={!canConfirm || isPending}>
            {isPending && <Spinner size="sm" className="text-current" label={busyLabel} />}
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </form>
    </AlertDialogContent>
  );
}

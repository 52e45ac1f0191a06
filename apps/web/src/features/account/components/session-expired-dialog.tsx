import { ACCOUNT_MESSAGES } from '@casaconti/core/messages';
import { type FormEvent, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useSignIn } from '../api/sign-in';
import { SubmitButton } from './submit-button';
import { LOGIN_MESSAGES } from './login-form';

export const SESSION_EXPIRED_MESSAGES = {
  title: 'Sessione scaduta',
  description:
    'La sessione è scaduta o è stata chiusa, quindi quello che hai scritto non è stato salvato: è ancora qui. Accedi di nuovo e poi salva.',
  leave: 'Vai alla pagina di accesso',
  leaveHint: 'Andando alla pagina di accesso, quello che hai scritto andrà perso.',
} as const;

/**
 * The warning raised when a save meets an expired session while a form holds typed data
 * (decision 052): the user signs in again here, above the form, which stays as it was; or leaves
 * for the sign-in page, knowingly.
 */
export default function SessionExpiredDialog({
  email,
  onSignedIn,
  onLeave,
  onClose,
}: {
  /** The email of the user whose session ended, when known: signing in is for that account. */
  email: string | null;
  onSignedIn: (userId: string) => void;
  onLeave: () => void;
  onClose: () => void;
}) {
  const signIn = useSignIn();
  const [error, setError] = useState<string | null>(null);
  const password = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = { email: String(data.get('email') ?? email ?? ''), password: String(data.get('password') ?? '') };
    setError(null);
    signIn.mutate(input, {
      onSuccess: (result) => {
        if (result?.user) onSignedIn(result.user.id);
        else setError(LOGIN_MESSAGES.noUser);
      },
      onError: (err) => setError(err instanceof ApiError ? err.message : LOGIN_MESSAGES.unexpected),
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !signIn.isPending && onClose()}>
      <DialogContent
        className="sm:max-w-md"
        // The email is known: the password is what is asked.
        onOpenAutoFocus={(event) => {
          if (email === null) return;
          event.preventDefault();
          password.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{SESSION_EXPIRED_MESSAGES.title}</DialogTitle>
          <DialogDescription>{SESSION_EXPIRED_MESSAGES.description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          {error && <Alert variant="error">{error}</Alert>}
          <Field label="Email">
            <Input
              name="email"
              type="email"
              autoComplete="username"
              required
              readOnly={email !== null}
              className={email !== null ? 'bg-muted' : undefined}
              defaultValue={email ?? ''}
            />
          </Field>
          <Field label="Password">
            <Input
              ref={password}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              disabled={signIn.isPending}
            />
          </Field>
          <div className="grid gap-2">
            <SubmitButton busy={signIn.isPending} busyLabel={ACCOUNT_MESSAGES.signingIn} className="w-full">
              Accedi
            </SubmitButton>
            <p className="text-sm text-muted-foreground">{SESSION_EXPIRED_MESSAGES.leaveHint}</p>
            <Button type="button" variant="outline" className="w-full" onClick={onLeave} disabled={signIn.isPending}>
              {SESSION_EXPIRED_MESSAGES.leave}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

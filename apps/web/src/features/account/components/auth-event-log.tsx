import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatTime } from '@/lib/format';
import { type Me, meQueryOptions } from '../api/get-me';

export const SESSION_POLL_MS = 2000;

export type AuthEventType = 'INITIAL_SESSION' | 'SIGNED_IN' | 'SIGNED_OUT' | 'USER_UPDATED';

export type AuthEvent = { id: number; type: AuthEventType; at: Date; email: string | null };

/** The event that takes the session from `previous` to `next` (undefined: not known yet). */
export function detectAuthEvent(previous: Me | null | undefined, next: Me | null): AuthEventType | null {
  if (previous === undefined) return 'INITIAL_SESSION';
  if (!previous && next) return 'SIGNED_IN';
  if (previous && !next) return 'SIGNED_OUT';
  if (previous && next && previous.id !== next.id) return 'SIGNED_IN';
  if (
    previous &&
    next &&
    (previous.first_name !== next.first_name ||
      previous.last_name !== next.last_name ||
      previous.user_status !== next.user_status)
  ) {
    return 'USER_UPDATED';
  }
  return null;
}

/**
 * Debug view of the authentication state: polls the session every 2 s and logs (console.info
 * and on screen) every sign-in and sign-out it observes, also from other tabs.
 */
export function AuthEventLog() {
  const me = useQuery({ ...meQueryOptions(), refetchInterval: SESSION_POLL_MS, refetchIntervalInBackground: true });
  const [events, setEvents] = useState<AuthEvent[]>([]);
  const previous = useRef<Me | null | undefined>(undefined);
  const nextId = useRef(1);
  const user = me.data;

  useEffect(() => {
    if (user === undefined) return;
    const type = detectAuthEvent(previous.current, user);
    previous.current = user;
    if (!type) return;
    const event: AuthEvent = { id: nextId.current++, type, at: new Date(), email: user?.email ?? null };
    console.info('[auth]', event.type, event.email ?? '(no session)');
    setEvents((list) => [event, ...list].slice(0, 100));
  }, [user]);

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 className="text-lg">Sessione corrente</h2>
          </CardTitle>
          <CardDescription>Aggiornata ogni {SESSION_POLL_MS / 1000} secondi.</CardDescription>
        </CardHeader>
        <CardContent>
          {me.isPending ? (
            <Spinner />
          ) : me.isError ? (
            <Alert variant="error">Impossibile leggere la sessione: {me.error.message}</Alert>
          ) : user ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm" data-testid="session-state">
              <dt className="text-muted-foreground">Stato</dt>
              <dd>
                <Badge>Autenticato</Badge>
              </dd>
              <dt className="text-muted-foreground">Email</dt>
              <dd className="break-all">{user.email}</dd>
              <dt className="text-muted-foreground">Ruolo</dt>
              <dd>{user.is_landlord ? 'landlord' : 'tenant'}</dd>
              <dt className="text-muted-foreground">user_status</dt>
              <dd>{user.user_status}</dd>
            </dl>
          ) : (
            <p className="text-sm" data-testid="session-state">
              <Badge variant="secondary">Nessuna sessione</Badge>
            </p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 className="text-lg">Eventi</h2>
          </CardTitle>
          <CardDescription>Più recenti in alto; anche quelli di altre schede.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {events.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nessun evento finora.</p>
          ) : (
            <ol className="divide-y rounded-md border text-sm" aria-label="Eventi di autenticazione">
              {events.map((event) => (
                <li key={event.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
                  <time className="font-mono text-muted-foreground" dateTime={event.at.toISOString()}>
                    {formatTime(event.at)}
                  </time>
                  <span className="font-mono font-medium">{event.type}</span>
                  <span className="min-w-0 break-all text-muted-foreground">{event.email ?? '—'}</span>
                </li>
              ))}
            </ol>
          )}
          <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setEvents([])}>
            Svuota registro
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

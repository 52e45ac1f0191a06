import { ERROR_MESSAGES } from '@casaconti/core/messages';
import { Link, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';

/** Last resort for a render or chunk-load failure: never a stack trace on screen. */
export function RouteError() {
  const error = useRouteError();
  console.warn('route error', error);
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">{ERROR_MESSAGES.unexpected}</h1>
      <p className="text-muted-foreground">Ricarica la pagina o torna alla home.</p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>Ricarica</Button>
        <Button variant="outline" asChild>
          <Link to="/">Home</Link>
        </Button>
      </div>
    </main>
  );
}

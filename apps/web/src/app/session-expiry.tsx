import { paths, ROUTES } from '@casaconti/core/paths';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { Me } from '@/features/account/api/get-me';
import { meQueryKey } from '@/lib/query-keys';
import { forgetSession } from '@/lib/query-client';
import { hasUnsavedWork, loginPathFor, setUnauthenticatedHandler } from '@/lib/session';
import { getRouter } from './router';

// Loaded only when needed: an expired session is rare (decision 052).
const SessionExpiredDialog = lazy(() => import('@/features/account/components/session-expired-dialog'));

/** The signed-in area: a 401 anywhere else (sign-in, public statement…) is that page's business. */
const SIGNED_IN_AREA = `${ROUTES.dashboard}/`;

let promptOpen = false;
const promptListeners = new Set<() => void>();
function setPromptOpen(open: boolean) {
  promptOpen = open;
  for (const listener of promptListeners) listener();
}

let leaving = false;

function currentPath() {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/**
 * Forgets everything the cache knows (another user may sign in next) and goes to /login, which
 * brings the user back to `target` after signing in (decision 051).
 */
function goToLogin(queryClient: QueryClient, target: string) {
  if (leaving) return;
  leaving = true;
  setPromptOpen(false);
  void queryClient.cancelQueries();
  forgetSession(queryClient);
  void getRouter()
    .navigate(loginPathFor(target), { replace: true })
    .finally(() => {
      // A page still on screen during the navigation may have asked again: forget that too.
      forgetSession(queryClient);
      leaving = false;
    });
}

/**
 * The app's answer to a 401 from the API (decisions 051, 052), installed once by main.tsx: in the
 * signed-in area, back to /login keeping the page; when a form holds typed data, first a warning
 * where the user can sign in again without leaving.
 */
export function installSessionExpiry(queryClient: QueryClient) {
  return setUnauthenticatedHandler(() => {
    if (!window.location.pathname.startsWith(SIGNED_IN_AREA) || leaving || promptOpen) return;
    if (hasUnsavedWork()) setPromptOpen(true);
    else goToLogin(queryClient, currentPath());
  });
}

function subscribe(listener: () => void) {
  promptListeners.add(listener);
  return () => {
    promptListeners.delete(listener);
  };
}

/** The warning of decision 052, while a 401 met a form holding typed data. */
export function SessionExpiredPrompt({ queryClient }: { queryClient: QueryClient }) {
  const open = useSyncExternalStore(
    subscribe,
    () => promptOpen,
    () => false,
  );
  if (!open) return null;
  const me = queryClient.getQueryData<Me | null>(meQueryKey) ?? null;

  const onSignedIn = (userId: string) => {
    setPromptOpen(false);
    if (me && me.id !== userId) {
      // Someone else signed in: nothing on screen is theirs.
      forgetSession(queryClient);
      void getRouter().navigate(paths.dashboard(), { replace: true });
    }
    // The same user: the sign-in, a mutation, has already marked every query stale (query-client.ts).
  };

  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog
        email={me?.email ?? null}
        onSignedIn={onSignedIn}
        onLeave={() => goToLogin(queryClient, currentPath())}
        onClose={() => setPromptOpen(false)}
      />
    </Suspense>
  );
}

import { paths, STATEMENT_PATH_PREFIX } from '@casaconti/core/paths';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRouter, routerReady } from './app/router';
import { installSessionExpiry, SessionExpiredPrompt } from './app/session-expiry';
import { meQueryOptions } from './features/account/api/get-me';
import { portfolioQueryOptions } from './features/properties/api/get-portfolio';
import { createQueryClient } from './lib/query-client';
import { seedQueriesFromPage } from './lib/seeded-queries';
import './index.css';

const queryClient = createQueryClient();
// A 401 from the API: back to /login, or a warning when a form holds typed data (decision 051).
installSessionExpiry(queryClient);
const path = window.location.pathname;
// A page the server rendered with its data (the statement, the properties list: decision 030)
// carries that data: in the cache first, so the fetches below and the page's own queries find it
// fresh and ask for nothing again.
seedQueriesFromPage(queryClient);
// The session check starts with the entry, alongside the lazy route's code, instead of after it:
// one round trip fewer before /login, the home page and the dashboard can paint. The public
// statement never asks who is signed in. The properties list (a landlord's landing page) asks
// for its list as soon as the session says a landlord is signed in, not once its code has
// rendered (decision 028).
if (!path.startsWith(STATEMENT_PATH_PREFIX)) {
  const me = queryClient.fetchQuery(meQueryOptions());
  if (path === paths.landlord.properties()) {
    me.then(
      (user) => {
        if (user?.is_landlord && user.user_status === 'active') void queryClient.prefetchQuery(portfolioQueryOptions());
      },
      () => {},
    );
  }
}

/**
 * Marks `<html data-app-ready>` once the first page has committed and its effects (the sidebar's
 * keyboard shortcut, every listener) have run: a parent's effect runs after its children's in
 * the same commit. Until then a server-rendered page shows its content but does not answer yet;
 * the browser tests wait for this mark before they press a key on such a page.
 */
function AppReady({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return children;
}

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');
const app = (
  <StrictMode>
    <AppReady>
      <Providers queryClient={queryClient} overlay={<SessionExpiredPrompt queryClient={queryClient} />}>
        <AppRouter />
      </Providers>
    </AppReady>
  </StrictMode>
);
// A transition: React renders the first page in slices and lets the browser paint and answer
// input in between, instead of one long task (Lighthouse's total blocking time, decision 028).
// A page the build prerendered (the server sent its HTML) is hydrated once its route code is
// in; any other page is rendered over the splash.
if (root.hasAttribute('data-prerendered')) {
  void routerReady().then(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  startTransition(() => createRoot(root).render(app));
}

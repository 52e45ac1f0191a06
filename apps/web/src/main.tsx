import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchPage } from './app/pages';
import { Providers } from './app/providers';
import { AppRouter, routerReady } from './app/router';
import { installSessionExpiry, SessionExpiredPrompt } from './app/session-expiry';
import { meQueryOptions } from './features/account/api/get-me';
import { createQueryClient } from './lib/query-client';
import { hydrateFromPage } from './lib/query-state';
import './index.css';

const queryClient = createQueryClient();
// A 401 from the API: back to /login, or a warning when a form holds typed data (decision 051).
installSessionExpiry(queryClient);
// A page the server rendered with its data (the page table's `render: 'request'`: decisions 030,
// 061) carries that data dehydrated: in the cache first, so the fetches below and the page's own
// queries find it fresh and ask for nothing again.
hydrateFromPage(queryClient);
// The session check starts with the entry, alongside the lazy route's code, instead of after it:
// one round trip fewer before /login, the home page and the dashboard can paint. A page of the
// table may start its own queries now too (the properties list: decision 028); the public
// statement never asks who is signed in.
const landing = matchPage(window.location.pathname)?.page;
if (!landing?.anonymous) void queryClient.fetchQuery(meQueryOptions()).catch(() => {});
landing?.prefetch?.(queryClient);

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

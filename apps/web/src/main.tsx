import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { meQueryOptions } from './features/account/api/get-me';
import { createQueryClient } from './lib/query-client';
import './index.css';

const queryClient = createQueryClient();
// The session check starts with the entry, alongside the lazy route's code, instead of after it:
// one round trip fewer before /login, the home page and the dashboard can paint. The public
// statement never asks who is signed in.
if (!window.location.pathname.startsWith('/statement/')) void queryClient.prefetchQuery(meQueryOptions());

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');
createRoot(root).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <AppRouter />
    </Providers>
  </StrictMode>,
);

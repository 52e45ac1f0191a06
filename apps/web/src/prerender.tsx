// Build-time prerendering (decision 028): apps/web/scripts/postbuild.mjs builds this module for
// Node (vite build --ssr) and renders the static landing pages to HTML, which the server sends
// for those paths; main.tsx then hydrates it. The tree is main.tsx's, with the static router.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { routes } from './app/route-table';
import { createQueryClient } from './lib/query-client';

export async function prerender(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`prerender ${path}: the router answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <Providers queryClient={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
}

import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './route-table';

let browserRouter: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The browser's router, made on first use; also used outside React by the answer to an expired
 * session. Made at module load, it started (matched the URL, set the history, asked for the
 * first page's lazy route code) inside the entry's one long first script run; `routerReady`
 * makes it in a task of its own (Lighthouse's total blocking time, issue 20).
 */
export function getRouter() {
  browserRouter ??= createBrowserRouter(routes);
  return browserRouter;
}

/**
 * Resolves once the first page's route code is in (lazy routes): a prerendered page is hydrated
 * only then, so the first client render is the page the HTML shows, not the splash (decision 028).
 * The router is made after the entry's first run has let the browser in (a macrotask).
 */
export async function routerReady(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  const router = getRouter();
  if (router.state.initialized) return;
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export function AppRouter() {
  return <RouterProvider router={getRouter()} />;
}

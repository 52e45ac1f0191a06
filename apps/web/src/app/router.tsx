import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './route-table';

/** The browser's router; also used outside React by the answer to an expired session. */
export const router = createBrowserRouter(routes);

/**
 * Resolves once the first page's route code is in (lazy routes): a prerendered page is hydrated
 * only then, so the first client render is the page the HTML shows, not the splash (decision 028).
 */
export function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export function AppRouter() {
  return <RouterProvider router={router} />;
}

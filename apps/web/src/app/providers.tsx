import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { isToasterWanted, subscribeToToaster } from '@/lib/toast';

// The toaster (sonner) is not needed to paint a page: its code loads with the first toast, outside
// the entry and every page's first load (decisions 028, 143). A toast is only ever raised by an action.
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/**
 * `overlay`: what the browser alone shows above every page (the expired-session prompt). It has its
 * own slot, after the page, so the page sits at the same place in the tree on the server and in
 * the browser: React's ids (useId, Radix's aria-controls) of a server-rendered page then match
 * once hydrated.
 */
export function Providers({
  queryClient,
  children,
  overlay,
}: {
  queryClient: QueryClient;
  children: ReactNode;
  overlay?: ReactNode;
}) {
  const toasterWanted = useSyncExternalStore(subscribeToToaster, isToasterWanted, () => false);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {toasterWanted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
      {overlay}
    </QueryClientProvider>
  );
}

import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';

// The toaster (sonner) is not needed to paint the first page: its code loads once the page is
// up, outside the entry (decision 028). A toast is only ever raised by a later action.
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
  const [toasterWanted, setToasterWanted] = useState(false);
  useEffect(() => setToasterWanted(true), []);
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

import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';

// The toaster (sonner) is not needed to paint the first page: its code loads once the page is
// up, outside the entry (decision 028). A toast is only ever raised by a later action.
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
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
    </QueryClientProvider>
  );
}

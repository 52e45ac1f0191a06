import { Link } from 'react-router';
import { BRAND_NAME, BrandMark } from '@/components/layout/brand-mark';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useDevStatus } from '@/features/account/api/get-dev-status';
import { AuthEventLog } from '@/features/account/components/auth-event-log';
import { useDocumentTitle } from '@/features/account/components/use-document-title';
import NotFound from './not-found';

/** /auth/test-catcher: debug page that only logs authentication events; 404 on production servers. */
export default function TestCatcherPage() {
  const status = useDevStatus();
  useDocumentTitle(status.data?.ok ? 'Auth test catcher' : null);
  if (status.isPending) return <FullPageSpinner />;
  if (!status.data?.ok) return <NotFound />;
  return (
    <div className="min-h-svh bg-background">
      <header className="border-b bg-card">
        <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-3">
          <Link
            to="/"
            className="flex items-center gap-2 rounded-md font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <BrandMark />
            {BRAND_NAME}
          </Link>
          <span className="rounded-md bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">dev</span>
        </div>
      </header>
      <main className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">Auth test catcher</h1>
          <p className="text-sm text-muted-foreground">
            Pagina di debug: registra soltanto gli eventi di autenticazione (console e qui sotto). Esiste solo sui
            server non di produzione.
          </p>
        </div>
        <AuthEventLog />
      </main>
    </div>
  );
}

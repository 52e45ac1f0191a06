import { paths } from '@casaconti/core/paths';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { getMe } from '@/features/account/api/get-me';

/** docs/product.md §2 Redirect screen. */
export default function DashboardRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    getMe()
      .then((me) => {
        if (cancelled) return;
        if (!me) navigate(paths.login(), { replace: true });
        else if (me.user_status !== 'active') navigate(paths.completeAccount(), { replace: true });
        else navigate(me.is_landlord ? paths.landlord.home() : paths.tenant.home(), { replace: true });
      })
      .catch((err: unknown) => {
        console.warn('dashboard redirect failed', err);
        if (!cancelled) navigate(paths.login(), { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [navigate]);
  return (
    <main className="flex min-h-svh items-center justify-center p-6">
      <p className="text-muted-foreground" role="status">
        Redirecting to your dashboard...
      </p>
    </main>
  );
}

import { paths, ROUTES } from '@casaconti/core/paths';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { getAreaSwitch } from '@/components/layout/nav-items';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useMe } from '@/features/account/api/get-me';
import { useSignOut } from '@/features/account/api/sign-out';
import { beginSignOut, loginPathFor } from '@/lib/session';
import type { RouteHandle } from '../route-handle';

/** Authenticated shell: session required, active users only, each role its own area. */
export default function DashboardLayout() {
  const me = useMe();
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  // Signing out on purpose ends at /login itself, not at a /login that leads back here.
  const [signingOut, setSigningOut] = useState(false);
  const matches = useMatches();
  const title =
    [...matches]
      .reverse()
      .map((m) => (m.handle as RouteHandle | undefined)?.title)
      .find(Boolean) ?? 'CasaConti';

  useEffect(() => {
    document.title = `${title} · CasaConti`;
  }, [title]);

  if (me.isPending) return <FullPageSpinner />;
  // Signing in brings the user back to this page (decision 051).
  if (me.isError || !me.data) {
    const back = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={signingOut ? paths.login() : loginPathFor(back)} replace />;
  }
  const user = me.data;
  if (user.user_status !== 'active') return <Navigate to={paths.completeAccount()} replace />;
  const path = location.pathname;
  // A landlord who is also someone's tenant has both areas (docs/domain.md §8); everyone else one.
  const hasBothRoles = user.is_landlord && user.has_tenant_contracts;
  const role = hasBothRoles && path.startsWith(ROUTES.tenant) ? 'tenant' : user.is_landlord ? 'landlord' : 'tenant';
  if (role === 'landlord' && path.startsWith(ROUTES.tenant)) return <Navigate to={paths.landlord.home()} replace />;
  if (role === 'tenant' && path.startsWith(ROUTES.landlord)) return <Navigate to={paths.tenant.home()} replace />;

  const onLogout = () => {
    setSigningOut(true);
    const endSignOut = beginSignOut();
    signOut.mutate(undefined, {
      onSettled: () => {
        void Promise.resolve(navigate(paths.login(), { replace: true })).finally(endSignOut);
      },
    });
  };

  return (
    <AppShell role={role} title={title} onLogout={onLogout} areaSwitch={getAreaSwitch(role, hasBothRoles)}>
      <Outlet />
    </AppShell>
  );
}

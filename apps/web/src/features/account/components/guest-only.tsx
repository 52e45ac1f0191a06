import { type ReactNode, useRef } from 'react';
import { Navigate } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { type Me, useMe } from '../api/get-me';

export type GuestOnlyProps = {
  /** Where a signed-in user goes instead; null keeps them on the page. */
  redirectTo: (me: Me) => string | null;
  children: ReactNode;
};

/**
 * Checks the session once when the page opens (spinner meanwhile) and sends a signed-in user
 * elsewhere. Once the page is shown it stays: signing in on it is the page's own business.
 * A failed check (server unreachable) shows the page.
 */
export function GuestOnly({ redirectTo, children }: GuestOnlyProps) {
  const me = useMe();
  const shown = useRef(false);
  if (shown.current) return children;
  if (me.isPending) return <FullPageSpinner label="Verifica della sessione…" />;
  const target = me.data ? redirectTo(me.data) : null;
  if (target) return <Navigate to={target} replace />;
  shown.current = true;
  return children;
}

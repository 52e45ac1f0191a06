import { type ReactNode, useRef } from 'react';
import { Navigate } from 'react-router';
import { useHydrating } from '@/lib/use-hydrating';
import { type Me, useMe } from '../api/get-me';

export type GuestOnlyProps = {
  /** Where a signed-in user goes instead; null keeps them on the page. */
  redirectTo: (me: Me) => string | null;
  children: ReactNode;
};

/**
 * Shows the page at once and sends a signed-in user elsewhere as soon as the session check
 * (started with the app, main.tsx) answers: a visitor, by far the usual case, never waits for it
 * (decision 025). Once the check has kept someone on the page it stays: signing in on it is the
 * page's own business. A failed check (server unreachable) keeps the page.
 */
export function GuestOnly({ redirectTo, children }: GuestOnlyProps) {
  const me = useMe();
  const settled = useRef(false);
  // A prerendered page (decision 028) is hydrated as the HTML shows it, the form; the check's
  // answer is applied on the render right after.
  const hydrating = useHydrating();
  if (hydrating || settled.current || me.isPending) return children;
  const target = me.data ? redirectTo(me.data) : null;
  if (target) return <Navigate to={target} replace />;
  settled.current = true;
  return children;
}

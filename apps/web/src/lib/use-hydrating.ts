import { useEffect, useRef, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};
const notHydrating = () => false;
const hydrating = () => true;

/**
 * True while React renders HTML at build time (src/prerender.tsx) and while it hydrates that HTML
 * in the browser; false on the render right after, and always on a page rendered in the browser.
 * Lets a prerendered page show exactly its HTML first (decision 028).
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(subscribeToNothing, notHydrating, hydrating);
}

/**
 * A control of a server-rendered page that the user changed before React took the page over:
 * hydration keeps what the control shows but fires no change, so once mounted the control hands
 * its shown value to `apply` when it differs from `value`, as if changed afterwards (decision 155).
 * Returns the ref to put on the control. On a page drawn in the browser the control shows `value`
 * and nothing happens; it needs no `useHydrating`, whose switch after hydration re-renders.
 */
export function useChangedBeforeHydration<T extends HTMLInputElement | HTMLSelectElement>(
  value: string | number,
  apply: (shown: string) => void,
) {
  const control = useRef<T>(null);
  const atMount = useRef({ value: String(value), apply });
  useEffect(() => {
    const shown = control.current?.value;
    if (shown !== undefined && shown !== atMount.current.value) atMount.current.apply(shown);
  }, []);
  return control;
}

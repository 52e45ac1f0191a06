import { useSyncExternalStore } from 'react';

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

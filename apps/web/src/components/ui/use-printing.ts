import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

function getPrintQuery(): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia('print');
}

let isPrintingNow = false;
const listeners = new Set<() => void>();
const setPrinting = (value: boolean) => {
  if (isPrintingNow === value) return;
  isPrintingNow = value;
  // The browser lays the page out for paper right after beforeprint: render synchronously.
  flushSync(() => {
    for (const listener of listeners) listener();
  });
};

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  const mql = getPrintQuery();
  const onMedia = () => setPrinting(mql?.matches ?? false);
  const onBefore = () => setPrinting(true);
  const onAfter = () => setPrinting(mql?.matches ?? false);
  mql?.addEventListener('change', onMedia);
  window.addEventListener('beforeprint', onBefore);
  window.addEventListener('afterprint', onAfter);
  return () => {
    listeners.delete(onChange);
    mql?.removeEventListener('change', onMedia);
    window.removeEventListener('beforeprint', onBefore);
    window.removeEventListener('afterprint', onAfter);
  };
}

function getSnapshot() {
  return isPrintingNow || (getPrintQuery()?.matches ?? false);
}

/** True while the page is printed (or emulated as print): layouts that differ on paper switch. */
export function useIsPrinting(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}

import type { toast as sonnerToast } from 'sonner';

/**
 * The app's notifications (decision 143): `toast.success(…)`, `.error(…)`, `.warning(…)` take
 * sonner's arguments. Sonner's code, and the Toaster that shows its toasts, are loaded with the
 * first toast, not with every page: the first call asks Providers to mount the Toaster and the
 * toast is shown once it listens, so none is lost.
 */
type Kind = 'success' | 'error' | 'warning';
type Args = Parameters<typeof sonnerToast.success>;

let wanted = false;
const listeners = new Set<() => void>();
let markListening: () => void = () => {};
const listening = new Promise<void>((resolve) => {
  markListening = resolve;
});

/** For Providers (useSyncExternalStore): whether a toast has been asked for yet. */
export function subscribeToToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const isToasterWanted = (): boolean => wanted;

/** Called by the Toaster once mounted: it listens, the waiting toasts can be shown. */
export function toasterListening(): void {
  markListening();
}

function show(kind: Kind, ...args: Args): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void Promise.all([import('sonner'), listening]).then(([sonner]) => {
    sonner.toast[kind](...args);
  });
}

export const toast = {
  success: (...args: Args) => show('success', ...args),
  error: (...args: Args) => show('error', ...args),
  warning: (...args: Args) => show('warning', ...args),
};

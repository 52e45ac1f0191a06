import { useCallback, useRef } from 'react';

/**
 * One click, one request (decision 162, as ActionConfirmDialog's, decision 048): the click takes a
 * ref, held until the request settles, so a second click before the mutation's isPending reaches
 * the screen sends nothing. `send` is the request (a mutateAsync with its own onSuccess/onError);
 * its rejection is handled there and ignored here.
 */
export function useOneRequest() {
  const inFlight = useRef(false);
  return useCallback((send: () => Promise<unknown>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    send()
      .catch(() => {})
      .finally(() => {
        inFlight.current = false;
      });
  }, []);
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { meQueryKey } from './query-keys';

/**
 * A wizard's step in the URL and what was typed in a draft (decision 053): browser Back goes
 * back one step, a reload or a visit elsewhere keeps the values, and a step asked for in the URL
 * ahead of what is filled in lands on the first incomplete step.
 */

export const STEP_PARAM = 'step';

/**
 * The step shown: the URL's `?step=` (1 when absent or not a step), never past
 * `firstIncompleteStep()` (the first step whose own fields are not valid yet, `count` when all
 * are). A URL asking for more is corrected in place. `goToStep` adds a history entry, so the
 * browser's Back returns to the previous step.
 */
export function useUrlStep(count: number, firstIncompleteStep: () => number) {
  const [params, setParams] = useSearchParams();
  const raw = params.get(STEP_PARAM);
  const asked = Number(raw);
  const requested = Number.isInteger(asked) && asked >= 1 && asked <= count ? asked : 1;
  const step = Math.min(requested, Math.max(1, firstIncompleteStep()));

  const goToStep = useCallback(
    (next: number, options?: { replace?: boolean }) => {
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next <= 1) updated.delete(STEP_PARAM);
          else updated.set(STEP_PARAM, String(next));
          return updated;
        },
        { replace: options?.replace ?? false },
      );
    },
    [setParams],
  );

  const inUrl = raw === null ? 1 : raw;
  useEffect(() => {
    if (String(inUrl) !== String(step)) goToStep(step, { replace: true });
  }, [inUrl, step, goToStep]);

  return { step, goToStep };
}

const DRAFT_PREFIX = 'casaconti:draft:';

type StoredDraft<T> = { version: 1; userId: string | null; data: T };

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * A draft of one wizard in this tab's sessionStorage, for the signed-in user only: `initial` is
 * what was saved (null when nothing, or someone else's), `save` keeps the latest values, `clear`
 * forgets them for good (after creation or an explicit cancel: later saves are ignored).
 */
export function useWizardDraft<T>(name: string) {
  const queryClient = useQueryClient();
  const userId = queryClient.getQueryData<{ id: string } | null>(meQueryKey)?.id ?? null;
  const key = `${DRAFT_PREFIX}${name}`;
  const [initial] = useState<T | null>(() => {
    try {
      const raw = storage()?.getItem(key);
      if (!raw) return null;
      const stored = JSON.parse(raw) as StoredDraft<T>;
      return stored.version === 1 && stored.userId === userId ? stored.data : null;
    } catch {
      return null;
    }
  });
  const done = useRef(false);
  const save = useCallback(
    (data: T) => {
      if (done.current) return;
      try {
        storage()?.setItem(key, JSON.stringify({ version: 1, userId, data } satisfies StoredDraft<T>));
      } catch {
        // Storage full or refused: the wizard still works, only without a draft.
      }
    },
    [key, userId],
  );
  const clear = useCallback(() => {
    done.current = true;
    storage()?.removeItem(key);
  }, [key]);
  return { initial, save, clear };
}

/**
 * Saves `snapshot()` through `save` when the page is hidden (a reload, a closed tab) and when the
 * wizard leaves the screen; the wizard also saves on every change.
 */
export function useSaveDraftOnLeave(save: () => void) {
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => {
    const onHide = () => latest.current();
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      latest.current();
    };
  }, []);
}

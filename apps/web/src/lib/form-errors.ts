import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/** A server key prefix and the form path prefix it stands for: ['tenantInfo.', 'tenant.']. */
export type ServerPrefix = readonly [server: string, form: string];

/** The form's path for a server field key: the first matching prefix renamed, else the key itself. */
export function serverKeyToFormPath(key: string, prefixes: readonly ServerPrefix[] = []): string {
  const prefix = prefixes.find(([server]) => key === server || key.startsWith(server));
  return prefix ? prefix[1] + key.slice(prefix[0].length) : key;
}

/**
 * The one way a form shows a refused submission's per-field messages (ApiError.fields, keyed by
 * the request's field paths): each message goes beside the form field it names, renamed through
 * `prefixes` when the form nests its values differently from the request. Keys the form has no
 * field for are left out. Returns the form paths it placed (to take a wizard to their step) and
 * the server keys it could not place. Anything other than an ApiError places nothing.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<T, any, any>, 'setError' | 'getValues'>,
  prefixes: readonly ServerPrefix[] = [],
): { placed: FieldPath<T>[]; unplaced: string[] } {
  const placed: FieldPath<T>[] = [];
  const unplaced: string[] = [];
  if (!(error instanceof ApiError)) return { placed, unplaced };
  for (const [key, message] of Object.entries(error.fields)) {
    const path = serverKeyToFormPath(key, prefixes) as FieldPath<T>;
    if (form.getValues(path) === undefined) {
      unplaced.push(key);
      continue;
    }
    form.setError(path, { type: 'server', message });
    placed.push(path);
  }
  return { placed, unplaced };
}

/**
 * A paged list's state lives in the URL (decision 080): `?q=…&status=…&page=2` opens the same page
 * after a reload or from a shared link. The query string is read through the list's schema from
 * @casaconti/core (an unreadable value falls back to the list's default, as the first page); a
 * change of anything but the page goes back to page 1. Values equal to their default leave the URL.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';

type ListSchema = z.ZodObject<{ page: z.ZodType<number>; pageSize: z.ZodType<number> } & z.ZodRawShape>;

/** The list's query from a query string: every field the schema reads, each on its own. */
export function readListQuery<S extends ListSchema>(schema: S, search: URLSearchParams | string): z.output<S> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = params.get(key);
    if (value !== null && z.safeParse(schema.shape[key]!, value).success) raw[key] = value;
  }
  return schema.parse(raw);
}

export function useListParams<S extends ListSchema>(schema: S) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListQuery(schema, params), [schema, params]);
  const defaults = useMemo(() => schema.parse({}) as Record<string, unknown>, [schema]);

  /** Sets (or, with '' / undefined, clears) values; `replace` for typing, so Back skips keystrokes. */
  const update = useCallback(
    (patch: Record<string, string | number | undefined>, opts: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            const text = value === undefined ? '' : String(value);
            if (text === '' || text === String(defaults[key] ?? '')) next.delete(key);
            else next.set(key, text);
          }
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace: opts.replace ?? false, preventScrollReset: true },
      );
    },
    [setParams, defaults],
  );
  return { query, update };
}

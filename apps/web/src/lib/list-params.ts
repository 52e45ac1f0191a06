/**
 * A paged list's state lives in the URL (decision 080): `?q=…&status=…&page=2` opens the same page
 * after a reload or from a shared link. The query string is read through the list's schema from
 * @casaconti/core (an unreadable value falls back to the list's default, as the first page); a
 * change of anything but the page goes back to page 1. Values equal to their default leave the URL.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
// zod's functional build: the list schemas are zod/mini's (decision 143), and its `parse` and
// `safeParse` read any zod 4 schema.
import { z } from 'zod/mini';

/** A list's query schema (core's, zod/mini or not): an object with a page and a page size. */
type ListSchema = z.core.$ZodType<{ page: number; pageSize: number }> & {
  shape: Record<string, z.core.$ZodType>;
};

/** The list's query from a query string: every field the schema reads, each on its own. */
export function readListQuery<S extends ListSchema>(schema: S, search: URLSearchParams | string): z.output<S> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw: Record<string, string> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const value = params.get(key);
    if (value !== null && z.safeParse(field, value).success) raw[key] = value;
  }
  return z.parse(schema, raw);
}

export function useListParams<S extends ListSchema>(schema: S) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListQuery(schema, params), [schema, params]);
  const defaults = useMemo(() => z.parse(schema, {}) as Record<string, unknown>, [schema]);

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

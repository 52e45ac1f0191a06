/**
 * A value made on its first use, then kept: an Intl formatter is costly to build (its locale and
 * time-zone data), cheap to use. Built at module load, the shared modules' formatters lengthened
 * the properties list's first script run by about 170 ms at 4× CPU throttling (docs/benchmarks.md)
 * whether the page formats anything or not; made on first use, a page pays only for what it shows.
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    if (value === undefined) value = make();
    return value;
  };
}

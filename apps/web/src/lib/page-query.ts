import type { PageSize } from '@casaconti/core/schemas/list';

/**
 * A page's number and size as a paged list's query string takes them (the one paged shape,
 * decision 080). Its own module: the api files use it on the first load, without list-params' zod.
 */
export function pageQuery(page: number, pageSize: number) {
  return { page: String(page), pageSize: String(pageSize) as `${PageSize}` };
}

import type { DeadlineListQuery } from '@casaconti/core/schemas/rent-update';
import { type Paged, pageOffset } from '@casaconti/core/schemas/list';
import type { Queryable } from '../../db/client';
import { type Clock, today } from '../../lib/clock';
import { type DeadlineItem, DEADLINES_HORIZON_DAYS, loadLeaseDeadlines } from './load-lease-deadlines';

export type DeadlinesPage = Paged<DeadlineItem> & {
  /** The properties that have a deadline (the property filter's options), by name. */
  properties: { id: string; name: string }[];
  horizonDays: number;
};

/** 'Scadenze' (DOMAIN §15): the landlord's upcoming deadlines, soonest first, paged (decision 080). */
export async function getDeadlinesPage(opts: {
  db: Queryable;
  clock: Clock;
  landlordId: string;
  query: DeadlineListQuery;
}): Promise<DeadlinesPage> {
  const { query } = opts;
  const all = await loadLeaseDeadlines({ db: opts.db, landlordId: opts.landlordId, today: today(opts.clock) });
  const properties = new Map<string, string>();
  for (const item of all) properties.set(item.propertyId, item.propertyName);
  const filtered = all.filter(
    (item) =>
      (query.kind === undefined || item.kind === query.kind) &&
      (query.propertyId === undefined || item.propertyId === query.propertyId),
  );
  const offset = pageOffset(query);
  return {
    items: filtered.slice(offset, offset + query.pageSize),
    total: filtered.length,
    page: query.page,
    pageSize: query.pageSize,
    properties: [...properties].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'it')),
    horizonDays: DEADLINES_HORIZON_DAYS,
  };
}

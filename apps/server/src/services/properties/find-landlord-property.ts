import { and, eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Queryable } from '../../db/client';
import { property } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { landlordPropertyCondition } from './landlord-property-condition';
import { PROPERTY_MESSAGES } from '@casaconti/core/messages';

/**
 * A live property of the landlord, or 404 with the same body as a missing id (docs/domain.md §8).
 * `lock` takes a row lock for the rest of the caller's transaction: 'share' keeps it from being
 * deleted meanwhile (adding to it), 'update' serializes with other writers (editing, deleting).
 * `columns`: what to read of it in the same statement (default its id and name).
 */
export async function findLandlordProperty<
  C extends SelectedFields = { id: typeof property.id; name: typeof property.name },
>(opts: {
  db: Queryable;
  landlordId: string;
  propertyId: string;
  lock?: 'share' | 'update';
  notFoundMessage?: string;
  columns?: C;
}) {
  const query = opts.db
    .select((opts.columns ?? { id: property.id, name: property.name }) as C)
    .from(property)
    .where(and(eq(property.id, opts.propertyId), landlordPropertyCondition(opts.landlordId)));
  const [row] = (opts.lock ? await query.for(opts.lock) : await query) as SelectResultFields<C>[];
  if (!row) throw new AppError('NOT_FOUND', opts.notFoundMessage ?? PROPERTY_MESSAGES.propertyNotFoundView);
  return row;
}

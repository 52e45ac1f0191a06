import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { property } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { landlordPropertyCondition } from './landlord-property-condition';
import { PROPERTY_MESSAGES } from './messages';

/**
 * A live property of the landlord, or 404 with the same body as a missing id (DOMAIN §8).
 * `lock` takes a row lock for the rest of the caller's transaction: 'share' keeps it from being
 * deleted meanwhile (adding to it), 'update' serializes with other writers (editing, deleting).
 */
export async function findLandlordProperty(opts: {
  db: Queryable;
  landlordId: string;
  propertyId: string;
  lock?: 'share' | 'update';
  notFoundMessage?: string;
}) {
  const query = opts.db
    .select({ id: property.id, name: property.name })
    .from(property)
    .where(and(eq(property.id, opts.propertyId), landlordPropertyCondition(opts.landlordId)));
  const [row] = opts.lock ? await query.for(opts.lock) : await query;
  if (!row) throw new AppError('NOT_FOUND', opts.notFoundMessage ?? PROPERTY_MESSAGES.propertyNotFoundView);
  return row;
}

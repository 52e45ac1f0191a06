import type { UpdatePropertyInput } from '@casaconti/core/schemas/property';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { property } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { PROPERTY_MESSAGES } from './messages';
import { propertyDetailsColumns, toPropertyColumns } from './property-columns';

/** update_property_details: one statement, so ownership check and write cannot drift apart. */
export async function updatePropertyDetails(opts: {
  db: Db;
  clock: Clock;
  landlordId: string;
  propertyId: string;
  input: UpdatePropertyInput;
}) {
  const [updated] = await opts.db
    .update(property)
    .set({ ...toPropertyColumns(opts.input), updatedAt: opts.clock.now() })
    .where(and(eq(property.id, opts.propertyId), eq(property.landlordId, opts.landlordId), isNull(property.deletedAt)))
    .returning(propertyDetailsColumns);
  if (!updated) throw new AppError('NOT_FOUND', PROPERTY_MESSAGES.propertyNotFoundEdit);
  return updated;
}

import type { UpdatePropertyInput } from '@casaconti/core/schemas/property';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { property } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { findLandlordProperty } from './find-landlord-property';
import { PROPERTY_MESSAGES } from '@casaconti/core/messages';
import { propertyDetailsColumns, toPropertyColumns } from './property-columns';

/** update_property_details: the property is locked between the ownership check and the write. */
export async function updatePropertyDetails(opts: {
  db: Db;
  clock: Clock;
  landlordId: string;
  propertyId: string;
  input: UpdatePropertyInput;
}) {
  return opts.db.transaction(async (tx) => {
    const target = await findLandlordProperty({
      db: tx,
      landlordId: opts.landlordId,
      propertyId: opts.propertyId,
      lock: 'update',
      notFoundMessage: PROPERTY_MESSAGES.propertyNotFoundEdit,
    });
    const [updated] = await tx
      .update(property)
      .set({ ...toPropertyColumns(opts.input), updatedAt: opts.clock.now() })
      .where(eq(property.id, target.id))
      .returning(propertyDetailsColumns);
    return updated!;
  });
}

import type { CreatePropertyInput } from '@casaconti/core/schemas/property';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { property, room } from '../../db/schema';
import { toPropertyColumns } from './property-columns';

/** create-property: the property and its rooms, in one transaction. */
export async function createProperty(opts: { db: Db; landlordId: string; input: CreatePropertyInput }) {
  const { propertyDetails, rooms } = opts.input;
  return opts.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(property)
      .values({ landlordId: opts.landlordId, ...toPropertyColumns(propertyDetails) })
      .returning({ id: property.id });
    await tx.insert(room).values(
      rooms.map((r, i) => ({
        propertyId: created!.id,
        name: r.name,
        description: r.description,
        weight: r.weight,
        // now() is the same for the whole transaction: a microsecond apart keeps the wizard's order.
        createdAt: sql`now() + (${i}::int * interval '1 microsecond')`,
      })),
    );
    return { id: created!.id };
  });
}

import { PROPERTY_MESSAGES } from '@casaconti/core/messages';
import type { ReplaceOwnersInput } from '@casaconti/core/schemas/property-tax';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { propertyOwner } from '../../db/schema';
import { findLandlordProperty } from './find-landlord-property';
import { readPropertyTaxData } from './get-property-tax-data';

/**
 * PUT /api/properties/:id/owners: the list replaces the stored one, in one transaction with the
 * property locked (two saves at once keep one list whole); [] leaves the landlord alone. The rows
 * were checked in core (shares of every day 100 %, decision 210).
 */
export async function replacePropertyOwners(opts: {
  db: Db;
  landlordId: string;
  propertyId: string;
  input: ReplaceOwnersInput;
}) {
  return opts.db.transaction(async (tx) => {
    const target = await findLandlordProperty({
      db: tx,
      landlordId: opts.landlordId,
      propertyId: opts.propertyId,
      lock: 'update',
      notFoundMessage: PROPERTY_MESSAGES.propertyNotFoundEdit,
    });
    await tx.delete(propertyOwner).where(eq(propertyOwner.propertyId, target.id));
    if (opts.input.owners.length) {
      await tx.insert(propertyOwner).values(
        opts.input.owners.map((o, position) => ({
          propertyId: target.id,
          position,
          name: o.name,
          fiscalCode: o.fiscal_code,
          shareBps: o.share_bps,
          heldFrom: o.from,
          heldTo: o.to,
        })),
      );
    }
    return { owners: (await readPropertyTaxData(tx, target.id)).owners };
  });
}

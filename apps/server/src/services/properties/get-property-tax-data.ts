import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { propertyCadastre, propertyOwner } from '../../db/schema';
import { findLandlordProperty } from './find-landlord-property';
import { cadastreColumns, ownerColumns, type PropertyTaxData } from './property-tax-columns';

/** The stored tax data of a property (no lookup of the landlord's: the caller checked it). */
export async function readPropertyTaxData(db: Queryable, propertyId: string): Promise<PropertyTaxData> {
  const [cadastre] = await db
    .select(cadastreColumns)
    .from(propertyCadastre)
    .where(eq(propertyCadastre.propertyId, propertyId));
  const owners = await db
    .select(ownerColumns)
    .from(propertyOwner)
    .where(eq(propertyOwner.propertyId, propertyId))
    .orderBy(asc(propertyOwner.position));
  return { cadastre: (cadastre as PropertyTaxData['cadastre']) ?? null, owners };
}

/**
 * GET /api/properties/:id/tax-data: the property's cadastral data (null: not entered) and its
 * owners ([]: the landlord alone, decision 210); another landlord's id answers 404.
 */
export async function getPropertyTaxData(opts: {
  db: Queryable;
  landlordId: string;
  propertyId: string;
}): Promise<PropertyTaxData> {
  const target = await findLandlordProperty(opts);
  return readPropertyTaxData(opts.db, target.id);
}

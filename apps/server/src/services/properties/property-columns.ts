import { canonicalDecimal } from '@casaconti/core/quantity';
import type { PropertyDetailsInput } from '@casaconti/core/schemas/property';
import { sql } from 'drizzle-orm';
import { property, room } from '../../db/schema';

/** API field names (docs/product.md §3 Property) → columns. */
export function toPropertyColumns(details: PropertyDetailsInput) {
  return {
    name: details.name,
    streetAddress: details.street_address,
    postalCode: details.postal_code,
    province: details.province,
    country: details.country,
  };
}

/** The propertyDetails object of docs/product.md §3, as selected. */
export const propertyDetailsColumns = {
  id: property.id,
  name: property.name,
  street_address: property.streetAddress,
  postal_code: property.postalCode,
  province: property.province,
  country: property.country,
  status: property.status,
};

/** A property's name and address, selected beside a contract (portfolio, statement). */
export const propertyAddressColumns = {
  propertyName: property.name,
  streetAddress: property.streetAddress,
  postalCode: property.postalCode,
  province: property.province,
  country: property.country,
};

/** A room as the API answers it (docs/product.md §3 Room). */
export const roomColumns = {
  id: room.id,
  name: room.name,
  description: room.description,
  /** The room's weight for the `rooms` criterion, canonical decimal ('14.5'); null counts as 1. */
  weight: sql<string | null>`${room.weight}`.mapWith((value: string): string | null => canonicalDecimal(value)),
};

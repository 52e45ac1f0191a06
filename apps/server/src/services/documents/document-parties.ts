import { formatAddress, fullName } from '@casaconti/core/display';
import { contract, property, user } from '../../db/schema';
import type { DocumentParties } from '../../lib/documents/pdf-parts';

/**
 * The columns a document's parties are read from (the receipt, the deposit statement, the rent
 * update letter): the contract's tenant, the property's address and its landlord's profile. The
 * query joins the contract's property and the property's landlord (`user`).
 */
export const documentPartyColumns = {
  tenantFirstName: contract.tenantFirstName,
  tenantLastName: contract.tenantLastName,
  streetAddress: property.streetAddress,
  postalCode: property.postalCode,
  province: property.province,
  country: property.country,
  landlordFirstName: user.firstName,
  landlordLastName: user.lastName,
  landlordName: user.name,
  fiscalCode: user.fiscalCode,
  landlordAddress: user.address,
};

type DocumentPartyRow = {
  tenantFirstName: string;
  tenantLastName: string;
  streetAddress: string;
  postalCode: string;
  province: string;
  country: string;
  landlordFirstName: string;
  landlordLastName: string;
  landlordName: string;
  fiscalCode: string | null;
  landlordAddress: string | null;
};

/** The parties as a document shows them: the landlord's full name (else the account name), no empty fields. */
export function documentParties(row: DocumentPartyRow): DocumentParties {
  return {
    landlord: {
      name: fullName({ firstName: row.landlordFirstName, lastName: row.landlordLastName }) || row.landlordName,
      fiscalCode: row.fiscalCode || null,
      address: row.landlordAddress || null,
    },
    tenant: { name: fullName({ firstName: row.tenantFirstName, lastName: row.tenantLastName }) },
    propertyAddress: formatAddress(row),
  };
}

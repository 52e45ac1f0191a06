import type { CadastreInput, OwnerInput } from '@casaconti/core/schemas/property-tax';
import { propertyCadastre, propertyOwner } from '../../db/schema';

/** An owner row as the API names it (decision 210). */
export const ownerColumns = {
  name: propertyOwner.name,
  fiscal_code: propertyOwner.fiscalCode,
  share_bps: propertyOwner.shareBps,
  from: propertyOwner.heldFrom,
  to: propertyOwner.heldTo,
};

/** The cadastral data as the API names them (decision 211). */
export const cadastreColumns = {
  comune: propertyCadastre.comune,
  comune_code: propertyCadastre.comuneCode,
  foglio: propertyCadastre.foglio,
  particella: propertyCadastre.particella,
  subalterno: propertyCadastre.subalterno,
  categoria: propertyCadastre.categoria,
  classe: propertyCadastre.classe,
  rendita: propertyCadastre.rendita,
};

export type PropertyTaxData = { cadastre: CadastreInput | null; owners: OwnerInput[] };

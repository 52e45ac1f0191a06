import { PROPERTY_MESSAGES } from '@casaconti/core/messages';
import type { CadastreInput } from '@casaconti/core/schemas/property-tax';
import type { Db } from '../../db/client';
import { propertyCadastre } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { findLandlordProperty } from './find-landlord-property';
import { cadastreColumns } from './property-tax-columns';

/** PUT /api/properties/:id/cadastre: the property's cadastral data, stored or replaced (decision 211). */
export async function savePropertyCadastre(opts: {
  db: Db;
  clock: Clock;
  landlordId: string;
  propertyId: string;
  input: CadastreInput;
}) {
  return opts.db.transaction(async (tx) => {
    const target = await findLandlordProperty({
      db: tx,
      landlordId: opts.landlordId,
      propertyId: opts.propertyId,
      lock: 'update',
      notFoundMessage: PROPERTY_MESSAGES.propertyNotFoundEdit,
    });
    const values = {
      comune: opts.input.comune,
      comuneCode: opts.input.comune_code,
      foglio: opts.input.foglio,
      particella: opts.input.particella,
      subalterno: opts.input.subalterno,
      categoria: opts.input.categoria,
      classe: opts.input.classe,
      rendita: opts.input.rendita,
      updatedAt: opts.clock.now(),
    };
    const [saved] = await tx
      .insert(propertyCadastre)
      .values({ propertyId: target.id, ...values })
      .onConflictDoUpdate({ target: propertyCadastre.propertyId, set: values })
      .returning(cadastreColumns);
    return saved as CadastreInput;
  });
}

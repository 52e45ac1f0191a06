import { idSchema } from '@casaconti/core/schemas/common';
import {
  addRoomSchema,
  createPropertySchema,
  updatePropertySchema,
  updateRoomSchema,
} from '@casaconti/core/schemas/property';
import { propertyListQuerySchema } from '@casaconti/core/schemas/list';
import { cadastreInputSchema, replaceOwnersSchema, taxYearQuerySchema } from '@casaconti/core/schemas/property-tax';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppBindings, AppDeps } from '../lib/context';
import { landlordCall, requireLandlord } from '../lib/guards';
import { validate } from '../lib/validate';
import { addRoom } from '../services/properties/add-room';
import { createProperty } from '../services/properties/create-property';
import { deleteProperty } from '../services/properties/delete-property';
import { deleteRoom } from '../services/properties/delete-room';
import { getLandlordPortfolio } from '../services/properties/get-landlord-portfolio';
import { getPropertiesPage } from '../services/properties/get-properties-page';
import { getPropertyDetails } from '../services/properties/get-property-details';
import type { KeptReads } from './kept-reads';
import { getPropertyTaxData } from '../services/properties/get-property-tax-data';
import { getPropertyTaxYear } from '../services/properties/get-property-tax-year';
import { replacePropertyOwners } from '../services/properties/replace-property-owners';
import { savePropertyCadastre } from '../services/properties/save-property-cadastre';
import { PROPERTY_MESSAGES } from '@casaconti/core/messages';
import { updatePropertyDetails } from '../services/properties/update-property-details';
import { updateRoom } from '../services/properties/update-room';

const MAX_ROOMS = 200;

const propertyParam = z.object({ id: idSchema(PROPERTY_MESSAGES.invalidPropertyId) });
const roomParam = z.object({ id: idSchema(PROPERTY_MESSAGES.invalidRoomId) });

// The shared schema sets no upper bound; the server keeps one request's insert within reason.
const createPropertyBody = createPropertySchema.extend({
  rooms: createPropertySchema.shape.rooms.max(MAX_ROOMS, { error: PROPERTY_MESSAGES.tooManyRooms }),
});

/**
 * /api/properties: portfolio, property detail and edit, rooms of a property (docs/product.md §7);
 * the tax data: owners, cadastral data, the year's rows (docs/domain.md §19, decisions 210, 211).
 */
export function propertiesRoutes(deps: AppDeps, kept: KeptReads) {
  const asLandlord = landlordCall(deps);
  return new Hono<AppBindings>()
    .use(requireLandlord(deps))
    .get('/', kept.landlord, async (c) => {
      return c.json(await getLandlordPortfolio(asLandlord(c)));
    })
    .get('/page', validate('query', propertyListQuerySchema), kept.landlord, async (c) => {
      const query = c.req.valid('query');
      return c.json(await getPropertiesPage({ ...asLandlord(c), query }));
    })
    .post('/', validate('json', createPropertyBody), async (c) => {
      const created = await createProperty({ ...asLandlord(c), input: c.req.valid('json') });
      return c.json(created, 201);
    })
    .get('/:id', validate('param', propertyParam), kept.landlord, async (c) => {
      const details = await getPropertyDetails({ ...asLandlord(c), propertyId: c.req.valid('param').id });
      return c.json(details);
    })
    .patch('/:id', validate('param', propertyParam), validate('json', updatePropertySchema), async (c) => {
      const updated = await updatePropertyDetails({
        ...asLandlord(c),
        propertyId: c.req.valid('param').id,
        input: c.req.valid('json'),
      });
      return c.json(updated);
    })
    .delete('/:id', validate('param', propertyParam), async (c) => {
      await deleteProperty({ ...asLandlord(c), propertyId: c.req.valid('param').id });
      return c.json({ ok: true as const });
    })
    .post('/:id/rooms', validate('param', propertyParam), validate('json', addRoomSchema), async (c) => {
      const { created, room } = await addRoom({
        ...asLandlord(c),
        propertyId: c.req.valid('param').id,
        input: c.req.valid('json'),
      });
      return c.json(room, created ? 201 : 200);
    })
    .get('/:id/tax-data', validate('param', propertyParam), async (c) => {
      return c.json(await getPropertyTaxData({ ...asLandlord(c), propertyId: c.req.valid('param').id }));
    })
    .get('/:id/tax-year', validate('param', propertyParam), validate('query', taxYearQuerySchema), async (c) => {
      const { year } = c.req.valid('query');
      return c.json(await getPropertyTaxYear({ ...asLandlord(c), propertyId: c.req.valid('param').id, year }));
    })
    .put('/:id/owners', validate('param', propertyParam), validate('json', replaceOwnersSchema), async (c) => {
      const saved = await replacePropertyOwners({
        ...asLandlord(c),
        propertyId: c.req.valid('param').id,
        input: c.req.valid('json'),
      });
      return c.json(saved);
    })
    .put('/:id/cadastre', validate('param', propertyParam), validate('json', cadastreInputSchema), async (c) => {
      const saved = await savePropertyCadastre({
        ...asLandlord(c),
        propertyId: c.req.valid('param').id,
        input: c.req.valid('json'),
      });
      return c.json(saved);
    });
}

/** /api/rooms/:id: edit and delete one room (update_room, delete_room). */
export function roomsRoutes(deps: AppDeps) {
  const asLandlord = landlordCall(deps);
  return new Hono<AppBindings>()
    .use(requireLandlord(deps))
    .patch('/:id', validate('param', roomParam), validate('json', updateRoomSchema), async (c) => {
      const updated = await updateRoom({
        ...asLandlord(c),
        roomId: c.req.valid('param').id,
        input: c.req.valid('json'),
      });
      return c.json(updated);
    })
    .delete('/:id', validate('param', roomParam), async (c) => {
      await deleteRoom({ ...asLandlord(c), roomId: c.req.valid('param').id });
      return c.json({ ok: true as const });
    });
}

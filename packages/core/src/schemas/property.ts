/** Property and room schemas (SPEC §2 New property / Edit property, §5 New property). */
import { z } from 'zod';
import { optionalText, requiredText } from './common';

export { uuidParamSchema, uuidSchema } from './common';

const REQUIRED = 'Campo obbligatorio';

export const propertyDetailsSchema = z.object({
  name: requiredText(REQUIRED),
  street_address: requiredText(REQUIRED),
  postal_code: requiredText(REQUIRED, 20),
  province: requiredText(REQUIRED, 100),
  country: requiredText(REQUIRED, 100),
});
export type PropertyDetailsInput = z.infer<typeof propertyDetailsSchema>;

/** A room: blank description is stored as null. */
export const roomInputSchema = z.object({
  name: requiredText('Il nome della stanza è obbligatorio', 100),
  description: optionalText(1000),
});
export type RoomInput = z.infer<typeof roomInputSchema>;

export const createPropertySchema = z.object({
  propertyDetails: propertyDetailsSchema,
  rooms: z
    .array(roomInputSchema, { error: 'Aggiungi almeno una stanza' })
    .min(1, { error: 'Aggiungi almeno una stanza' }),
});
export type CreatePropertyInput = z.infer<typeof createPropertySchema>;

/** Server-side check of update_property_details (the edit form itself validates nothing, SPEC §5). */
export const updatePropertySchema = propertyDetailsSchema;
export type UpdatePropertyInput = PropertyDetailsInput;

export const addRoomSchema = roomInputSchema;
export const updateRoomSchema = roomInputSchema;

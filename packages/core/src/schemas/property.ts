/** Property and room schemas (docs/product.md §2 New property / Edit property, §5 New property). */
import { z } from 'zod';
import { MAX_ROOM_WEIGHT } from '../constants';
import { parseThousandths, quantityProblem, THOUSANDTHS_PER_UNIT, thousandthsToDecimal } from '../quantity';
import { optionalIdempotencyKeySchema } from './bill';
import { NAME_WITH_LINK_MESSAGE, optionalText, requiredPlainText, requiredText } from './common';

export { uuidParamSchema, uuidSchema } from './common';

const REQUIRED = 'Campo obbligatorio';

/** The name and address are copied into the receipts' and reminders' emails: no web addresses (decision 157). */
export const propertyDetailsSchema = z.object({
  name: requiredPlainText(REQUIRED, 200, NAME_WITH_LINK_MESSAGE),
  street_address: requiredPlainText(REQUIRED),
  postal_code: requiredPlainText(REQUIRED, 20),
  province: requiredPlainText(REQUIRED, 100),
  country: requiredPlainText(REQUIRED, 100),
});
export type PropertyDetailsInput = z.infer<typeof propertyDetailsSchema>;

export const ROOM_WEIGHT_POSITIVE_MESSAGE = 'Il peso della stanza deve essere maggiore di 0';
export const ROOM_WEIGHT_TOO_LARGE_MESSAGE = 'Il peso della stanza non può superare 100000';
export const ROOM_WEIGHT_INVALID_MESSAGE = 'Peso non valido: inserisci un numero';
export const ROOM_WEIGHT_DECIMALS_MESSAGE = 'Massimo 3 decimali';

/**
 * A room's weight for the `rooms` split criterion (millesimi, m²…; docs/domain.md §5, decision 060): a
 * number > 0 and ≤ 100000 with at most 3 decimals ('.' or ','), read exactly into the canonical
 * decimal string ('14,50' → '14.5'). Blank, null or missing → null, which counts as 1.
 */
export const roomWeightSchema = z
  .union([z.string(), z.number()], { error: ROOM_WEIGHT_INVALID_MESSAGE })
  .nullish()
  .superRefine((raw, ctx) => {
    if (raw === null || raw === undefined) return;
    const problem = quantityProblem(raw);
    if (problem === 'empty') return;
    if (problem === 'negative') ctx.addIssue({ code: 'custom', message: ROOM_WEIGHT_POSITIVE_MESSAGE });
    else if (problem === 'decimals') ctx.addIssue({ code: 'custom', message: ROOM_WEIGHT_DECIMALS_MESSAGE });
    else if (problem === 'invalid') ctx.addIssue({ code: 'custom', message: ROOM_WEIGHT_INVALID_MESSAGE });
    else {
      const thousandths = parseThousandths(raw) ?? 0n;
      if (thousandths <= 0n) ctx.addIssue({ code: 'custom', message: ROOM_WEIGHT_POSITIVE_MESSAGE });
      else if (thousandths > BigInt(MAX_ROOM_WEIGHT) * THOUSANDTHS_PER_UNIT) {
        ctx.addIssue({ code: 'custom', message: ROOM_WEIGHT_TOO_LARGE_MESSAGE });
      }
    }
  })
  .transform((raw) => {
    if (raw === null || raw === undefined) return null;
    const thousandths = parseThousandths(raw);
    return thousandths === null ? null : thousandthsToDecimal(thousandths);
  });

/** A room: blank description is stored as null. */
export const roomInputSchema = z.object({
  name: requiredText('Il nome della stanza è obbligatorio', 100),
  description: optionalText(1000),
  /** Optional (issue 21): blank or missing = null, which counts as 1. */
  weight: roomWeightSchema,
});
export type RoomInput = z.infer<typeof roomInputSchema>;

export const createPropertySchema = z.object({
  propertyDetails: propertyDetailsSchema,
  rooms: z
    .array(roomInputSchema, { error: 'Aggiungi almeno una stanza' })
    .min(1, { error: 'Aggiungi almeno una stanza' }),
});
export type CreatePropertyInput = z.infer<typeof createPropertySchema>;

/** Server-side check of update_property_details (the edit form itself validates nothing, docs/product.md §5). */
export const updatePropertySchema = propertyDetailsSchema;
export type UpdatePropertyInput = PropertyDetailsInput;

/** 'Aggiungi Stanza': with the dialog's optional key, one room per opening (decision 162). */
export const addRoomSchema = roomInputSchema.extend({
  idempotencyKey: optionalIdempotencyKeySchema,
});
export type AddRoomInput = z.infer<typeof addRoomSchema>;
export const updateRoomSchema = roomInputSchema;

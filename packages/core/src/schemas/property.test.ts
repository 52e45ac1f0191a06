import { describe, expect, it } from 'vitest';
import { addRoomSchema, createPropertySchema, propertyDetailsSchema, uuidParamSchema } from './property';
import { issuesOf } from './test-helpers';

const details = {
  name: ' Casa Verdi ',
  street_address: 'Via Roma 1',
  postal_code: '00100',
  province: 'RM',
  country: 'Italia',
};

describe('property schemas (SPEC §5 New property)', () => {
  it('trims the five details and requires each', () => {
    expect(propertyDetailsSchema.parse(details).name).toBe('Casa Verdi');
    expect(
      issuesOf(propertyDetailsSchema, {
        name: ' ',
        street_address: '',
        postal_code: '',
        province: '\t',
        country: undefined,
      }),
    ).toEqual({
      name: ['Campo obbligatorio'],
      street_address: ['Campo obbligatorio'],
      postal_code: ['Campo obbligatorio'],
      province: ['Campo obbligatorio'],
      country: ['Campo obbligatorio'],
    });
  });

  it('needs at least one room, each with a name; blank descriptions become null', () => {
    expect(issuesOf(createPropertySchema, { propertyDetails: details, rooms: [] })).toEqual({
      rooms: ['Aggiungi almeno una stanza'],
    });
    expect(issuesOf(createPropertySchema, { propertyDetails: details, rooms: [{ name: '  ' }] })).toEqual({
      'rooms.0.name': ['Il nome della stanza è obbligatorio'],
    });
    const parsed = createPropertySchema.parse({
      propertyDetails: details,
      rooms: [
        { name: ' Camera 1 ', description: '  ' },
        { name: 'Camera 2', description: ' Vista mare ' },
        { name: 'Camera 3' },
      ],
    });
    expect(parsed.rooms).toEqual([
      { name: 'Camera 1', description: null },
      { name: 'Camera 2', description: 'Vista mare' },
      { name: 'Camera 3', description: null },
    ]);
  });

  it('validates single rooms and id params', () => {
    expect(addRoomSchema.parse({ name: 'Studio', description: null })).toEqual({ name: 'Studio', description: null });
    expect(uuidParamSchema.safeParse({ id: '0f8fad5b-d9cb-469f-a165-70867728950e' }).success).toBe(true);
    expect(issuesOf(uuidParamSchema, { id: '42' })).toEqual({ id: ['ID non valido'] });
  });
});

import { describe, expect, it } from 'vitest';
import {
  addRoomSchema,
  createPropertySchema,
  propertyDetailsSchema,
  roomWeightSchema,
  uuidParamSchema,
} from './property';
import { issuesOf } from './test-helpers';

const details = {
  name: ' Casa Verdi ',
  street_address: 'Via Roma 1',
  postal_code: '00100',
  province: 'RM',
  country: 'Italia',
};

describe('property schemas (docs/product.md §5 New property)', () => {
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
      { name: 'Camera 1', description: null, weight: null },
      { name: 'Camera 2', description: 'Vista mare', weight: null },
      { name: 'Camera 3', description: null, weight: null },
    ]);
  });

  it('validates single rooms and id params', () => {
    expect(addRoomSchema.parse({ name: 'Studio', description: null })).toEqual({
      name: 'Studio',
      description: null,
      weight: null,
    });
    expect(addRoomSchema.parse({ name: 'Studio', description: null, weight: '14,50' }).weight).toBe('14.5');
    expect(uuidParamSchema.safeParse({ id: '0f8fad5b-d9cb-469f-a165-70867728950e' }).success).toBe(true);
    expect(issuesOf(uuidParamSchema, { id: '42' })).toEqual({ id: ['ID non valido'] });
  });
});

describe('roomWeightSchema (issue 21)', () => {
  it('reads a weight exactly; blank or missing counts as 1 (null)', () => {
    expect(roomWeightSchema.parse('14,50')).toBe('14.5');
    expect(roomWeightSchema.parse(100000)).toBe('100000');
    expect(roomWeightSchema.parse('0.001')).toBe('0.001');
    expect(roomWeightSchema.parse('')).toBeNull();
    expect(roomWeightSchema.parse(null)).toBeNull();
    expect(roomWeightSchema.parse(undefined)).toBeNull();
  });

  it('refuses a weight ≤ 0, over 100000, with more than 3 decimals or not a number, in Italian', () => {
    const cases: [unknown, string][] = [
      ['0', 'Il peso della stanza deve essere maggiore di 0'],
      [0, 'Il peso della stanza deve essere maggiore di 0'],
      ['-2', 'Il peso della stanza deve essere maggiore di 0'],
      ['100000.001', 'Il peso della stanza non può superare 100000'],
      [250000, 'Il peso della stanza non può superare 100000'],
      ['1,2345', 'Massimo 3 decimali'],
      ['dieci', 'Peso non valido: inserisci un numero'],
      [{}, 'Peso non valido: inserisci un numero'],
    ];
    for (const [weight, message] of cases) expect(issuesOf(roomWeightSchema, weight)).toEqual({ '': [message] });
  });
});

import { describe, expect, it } from 'vitest';
import { completeAccountSchema, profileSchema, registerLandlordSchema } from './auth';
import { NAME_WITH_LINK_MESSAGE, TEXT_WITH_LINK_MESSAGE } from './common';
import { landlordProfileSchema } from './landlord-profile';
import { propertyDetailsSchema } from './property';
import { tenantInfoSchema } from './contract';
import { issuesOf } from './test-helpers';

const registration = { firstName: 'Mario', lastName: 'Rossi', email: 'mario@example.it', password: 'segreta123' };
const completion = { token: 'a-token', firstName: 'Mario', lastName: 'Rossi', password: 'segreta123' };
const tenant = { email: 'mario@example.it', firstName: 'Mario', lastName: 'Rossi' };

/** Every schema that accepts a person's names, with valid values and its required message. */
const nameSchemas = [
  { name: 'registration', schema: registerLandlordSchema, valid: registration, required: 'Il nome è obbligatorio' },
  { name: 'complete-account', schema: completeAccountSchema, valid: completion, required: 'Il nome è obbligatorio' },
  {
    name: 'profile',
    schema: profileSchema,
    valid: { firstName: 'Mario', lastName: 'Rossi' },
    required: 'First name and last name are required',
  },
  { name: 'contract tenant', schema: tenantInfoSchema, valid: tenant, required: 'Nome obbligatorio' },
] as const;

describe('person names refuse web addresses and invisible names (issue 19)', () => {
  for (const { name, schema, valid, required } of nameSchemas) {
    it(`${name}: refuses a URL, a bare host name and an e-mail address in a name`, () => {
      for (const firstName of [
        'Accedi subito su https://evil.example/login',
        'Vai su evil.example/login',
        'www.evil.example',
        'scrivi a aiuto@evil.example',
        'HTTP://EVIL.EXAMPLE',
      ]) {
        expect(issuesOf(schema, { ...valid, firstName }), firstName).toEqual({ firstName: [NAME_WITH_LINK_MESSAGE] });
      }
    });

    it(`${name}: refuses a name made only of zero-width or blank characters with the required message`, () => {
      for (const firstName of ['\u200b\u200b', '\u200c\u200d\u2060', '\ufeff\u00a0\u3000', '\u3164\u3164', '\u2800 ']) {
        expect(issuesOf(schema, { ...valid, firstName }), JSON.stringify(firstName)).toEqual({ firstName: [required] });
      }
    });

    it(`${name}: keeps real names, with accents, apostrophes, hyphens and initials`, () => {
      for (const firstName of ['Maria Grazia', "D'Angelo", 'Jean-Luc', 'J. R. R.', 'D.Rossi', 'Zoë', 'Nguyễn']) {
        expect(issuesOf(schema, { ...valid, firstName }), firstName).toEqual({});
      }
    });
  }
});

describe('texts copied into receipt and reminder emails refuse web addresses too (issue 46 §2)', () => {
  const details = {
    name: 'Casa Verdi',
    street_address: 'Via Roma 1',
    postal_code: '00100',
    province: 'RM',
    country: 'Italia',
  };
  const links = ['Accedi su https://evil.example', 'evil.example/login', 'www.evil.example', 'aiuto@evil.example'];

  it("a property's name says 'Il nome…', each part of its address 'Il campo…'", () => {
    for (const link of links) {
      expect(issuesOf(propertyDetailsSchema, { ...details, name: link }), link).toEqual({
        name: [NAME_WITH_LINK_MESSAGE],
      });
      for (const field of ['street_address', 'postal_code', 'province', 'country'] as const) {
        const value = field === 'postal_code' ? link.slice(0, 20) : link;
        expect(issuesOf(propertyDetailsSchema, { ...details, [field]: value }), `${field}: ${value}`).toEqual({
          [field]: [TEXT_WITH_LINK_MESSAGE],
        });
      }
    }
  });

  it("the landlord's address for receipts refuses them; real addresses and initials pass", () => {
    for (const address of links) {
      expect(issuesOf(landlordProfileSchema, { fiscalCode: '', address }), address).toEqual({
        address: [TEXT_WITH_LINK_MESSAGE],
      });
    }
    for (const address of ['Via Garibaldi 3, Roma', 'P.zza S. Marco 1', 'C.so V. Emanuele II 12/A', '']) {
      expect(issuesOf(landlordProfileSchema, { fiscalCode: '', address }), address).toEqual({});
      expect(issuesOf(propertyDetailsSchema, { ...details, street_address: address || 'Via Po 2' })).toEqual({});
    }
  });
});

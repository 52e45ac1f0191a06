import { describe, expect, it } from 'vitest';
import { PROPERTY_TAX_MESSAGES as M, sharesNotWholeMessage } from '../messages/property-tax';
import {
  cadastreFormSchema,
  cadastreFormToPayload,
  cadastreInputSchema,
  cadastreToFormValues,
  ownersFormSchema,
  ownersFormToPayload,
  ownersToFormValues,
  replaceOwnersSchema,
} from './property-tax';
import { issuesOf } from './test-helpers';

const mario = { name: 'Mario Rossi', fiscal_code: 'RSSMRA80A01H501U', share_bps: 5000, from: null, to: null };
const anna = { name: 'Anna Bianchi', fiscal_code: 'BNCNNA85M41F205Q', share_bps: 5000, from: null, to: null };

describe('owners (API)', () => {
  it('accepts two halves, the codice fiscale typed in lower case with blanks', () => {
    const parsed = replaceOwnersSchema.parse({ owners: [{ ...mario, fiscal_code: ' rssmra 80a01 h501u ' }, anna] });
    expect(parsed.owners.map((o) => o.fiscal_code)).toEqual(['RSSMRA80A01H501U', 'BNCNNA85M41F205Q']);
    expect(replaceOwnersSchema.parse({ owners: [] }).owners).toEqual([]);
  });

  it('refuses a wrong check character, on its row’s field', () => {
    expect(issuesOf(replaceOwnersSchema, { owners: [mario, { ...anna, fiscal_code: 'BNCNNA85M41F205B' }] })).toEqual({
      'owners.1.fiscal_code': [M.fiscalCodeInvalid],
    });
  });

  it('refuses shares that do not make 100 %, naming the days', () => {
    expect(issuesOf(replaceOwnersSchema, { owners: [mario, { ...anna, share_bps: 4000 }] })).toEqual({
      owners: [sharesNotWholeMessage(null, null, '90')],
    });
    expect(
      issuesOf(replaceOwnersSchema, {
        owners: [
          { ...mario, share_bps: 10_000, to: '2025-06-30' },
          { ...anna, from: '2025-07-01' },
        ],
      }),
    ).toEqual({ owners: [sharesNotWholeMessage('01/07/2025', null, '50')] });
  });

  it('refuses a share of 0, above 100 % or not whole basis points, and an end before the start', () => {
    for (const share_bps of [0, 10_001, 12.5, '50']) {
      expect(issuesOf(replaceOwnersSchema, { owners: [{ ...mario, share_bps }] }), String(share_bps)).toHaveProperty(
        'owners.0.share_bps',
        [M.shareInvalid],
      );
    }
    expect(
      issuesOf(replaceOwnersSchema, {
        owners: [{ ...mario, share_bps: 10_000, from: '2025-02-01', to: '2025-01-31' }],
      }),
    ).toEqual({ 'owners.0.to': [M.ownerToBeforeFrom] });
  });
});

describe('owners (form)', () => {
  it('reads the typed shares and gives the API’s payload; the stored rows come back as typed', () => {
    const typed = {
      owners: [
        { name: 'Mario Rossi', fiscal_code: 'rssmra80a01h501u', share: '66,67', from: '', to: '' },
        { name: 'Anna Bianchi', fiscal_code: 'BNCNNA85M41F205Q', share: '33.33', from: '', to: '' },
      ],
    };
    const payload = ownersFormToPayload(ownersFormSchema.parse(typed));
    expect(payload.owners.map((o) => [o.fiscal_code, o.share_bps, o.from])).toEqual([
      ['RSSMRA80A01H501U', 6667, null],
      ['BNCNNA85M41F205Q', 3333, null],
    ]);
    expect(replaceOwnersSchema.safeParse(payload).success).toBe(true);
    expect(ownersToFormValues(payload.owners).owners.map((o) => o.share)).toEqual(['66,67', '33,33']);
  });

  it('shows the same refusals as the API', () => {
    expect(
      issuesOf(ownersFormSchema, {
        owners: [{ name: 'Mario Rossi', fiscal_code: 'RSSMRA80A01H501U', share: '50', from: '', to: '' }],
      }),
    ).toEqual({ owners: [sharesNotWholeMessage(null, null, '50')] });
    expect(
      issuesOf(ownersFormSchema, { owners: [{ name: '', fiscal_code: 'X', share: 'metà', from: '', to: '' }] }),
    ).toMatchObject({
      'owners.0.name': [M.ownerNameRequired],
      'owners.0.fiscal_code': [M.fiscalCodeInvalid],
      'owners.0.share': [M.shareInvalid],
    });
  });
});

const cadastre = {
  comune: 'Roma',
  comune_code: 'h501',
  foglio: '123',
  particella: 456,
  subalterno: '7',
  categoria: 'a/2',
  classe: 'u',
  rendita: 123_456,
};

describe('cadastral data', () => {
  it('accepts and normalizes a unit (code and categoria upper case, numbers as text)', () => {
    expect(cadastreInputSchema.parse(cadastre)).toEqual({
      comune: 'Roma',
      comune_code: 'H501',
      foglio: '123',
      particella: '456',
      subalterno: '7',
      categoria: 'A/2',
      classe: 'U',
      rendita: 123_456,
    });
    expect(cadastreInputSchema.parse({ ...cadastre, subalterno: '', classe: null })).toMatchObject({
      subalterno: null,
      classe: null,
    });
  });

  it('refuses each bad field on its own path', () => {
    expect(
      issuesOf(cadastreInputSchema, {
        ...cadastre,
        comune: ' ',
        comune_code: 'H50',
        foglio: 'dodici',
        particella: '1,5',
        subalterno: 'x',
        categoria: 'A/12',
        classe: 'ABC',
        rendita: 'mille',
      }),
    ).toEqual({
      comune: [M.comuneRequired],
      comune_code: [M.comuneCodeInvalid],
      foglio: [M.foglioInvalid],
      particella: [M.particellaInvalid],
      subalterno: [M.subalternoInvalid],
      categoria: [M.categoriaInvalid],
      classe: [M.classeInvalid],
      rendita: ['Importo non valido'],
    });
    expect(issuesOf(cadastreInputSchema, { ...cadastre, rendita: 0 })).toEqual({ rendita: [M.renditaPositive] });
    expect(issuesOf(cadastreInputSchema, { ...cadastre, rendita: undefined })).toEqual({
      rendita: [M.renditaRequired],
    });
  });

  it('the form: the rendita typed in euro, round trip', () => {
    const typed = { ...cadastreToFormValues(null), ...cadastre, particella: '456', rendita: '1.234,56' };
    const payload = cadastreFormToPayload(cadastreFormSchema.parse(typed));
    expect(payload.rendita).toBe(123_456);
    expect(cadastreToFormValues(payload)).toMatchObject({ rendita: '1234,56', comune_code: 'H501' });
    expect(issuesOf(cadastreFormSchema, { ...typed, rendita: 'abc' })).toHaveProperty('rendita');
  });
});

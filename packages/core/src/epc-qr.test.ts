import { describe, expect, it } from 'vitest';
import { buildEpcQrPayload, epcAmount, readEpcQrPayload } from './epc-qr';
import { makeCreditorReference } from './payment-reference';

const fields = {
  beneficiaryName: 'Mario Rossi',
  iban: 'IT60 X054 2811 1010 0000 0123 456',
  amountCents: 12345,
  reference: makeCreditorReference('539007547034'),
  text: 'Affitto 03/2026 Via Roma 10',
};

describe('EPC069-12 QR payload', () => {
  it('writes the elements in order, the reference structured, the text as information to the payer', () => {
    expect(buildEpcQrPayload(fields)).toBe(
      [
        'BCD',
        '002',
        '1',
        'SCT',
        '',
        'Mario Rossi',
        'IT60X0542811101000000123456',
        'EUR123.45',
        '',
        'RF18539007547034',
        '',
        'Affitto 03/2026 Via Roma 10',
      ].join('\n'),
    );
  });

  it('reads back to the same fields', () => {
    expect(readEpcQrPayload(buildEpcQrPayload(fields))).toEqual({
      version: '002',
      characterSet: '1',
      identification: 'SCT',
      bic: '',
      beneficiaryName: 'Mario Rossi',
      iban: 'IT60X0542811101000000123456',
      amountCents: 12345,
      purpose: '',
      structuredReference: 'RF18539007547034',
      unstructuredRemittance: '',
      information: 'Affitto 03/2026 Via Roma 10',
    });
  });

  it('amounts: dot, no thousands, two decimals, within EPC bounds', () => {
    expect(epcAmount(1)).toBe('EUR0.01');
    expect(epcAmount(120000)).toBe('EUR1200.00');
    expect(epcAmount(99_999_999_999)).toBe('EUR999999999.99');
    expect(() => epcAmount(0)).toThrow();
    expect(() => epcAmount(1.5)).toThrow();
  });

  it('keeps each element on its line and within its length, and stays under 331 bytes', () => {
    const payload = buildEpcQrPayload({
      ...fields,
      beneficiaryName: `Società\nImmobiliare ${'à'.repeat(80)}`,
      text: `Affitto 03/2026 ${'Via Lunghissima '.repeat(10)}`,
    });
    const lines = payload.split('\n');
    expect(lines).toHaveLength(12);
    expect(lines[5]?.length).toBeLessThanOrEqual(70);
    expect(lines[11]?.length).toBeLessThanOrEqual(70);
    expect(Buffer.byteLength(payload, 'utf8')).toBeLessThanOrEqual(331);
  });

  it('refuses a bad IBAN or reference', () => {
    expect(() => buildEpcQrPayload({ ...fields, iban: 'IT61X0542811101000000123456' })).toThrow();
    expect(() => buildEpcQrPayload({ ...fields, reference: 'RF19539007547034' })).toThrow();
  });
});

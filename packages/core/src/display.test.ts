import { describe, expect, it } from 'vitest';
import { formatAddress, fullName } from './display';

describe('fullName', () => {
  it('reads first name then last name', () => {
    expect(fullName({ firstName: 'Marco', lastName: 'Rossi' })).toBe('Marco Rossi');
  });

  it('leaves no stray space when a part is empty', () => {
    expect(fullName({ firstName: 'Marco', lastName: '' })).toBe('Marco');
    expect(fullName({ firstName: '', lastName: 'Rossi' })).toBe('Rossi');
    expect(fullName({ firstName: '', lastName: '' })).toBe('');
  });
});

describe('formatAddress', () => {
  it('reads street, postal code and province, country', () => {
    expect(formatAddress({ streetAddress: 'Via Roma 1', postalCode: '20121', province: 'MI', country: 'Italia' })).toBe(
      'Via Roma 1, 20121 MI, Italia',
    );
  });
});

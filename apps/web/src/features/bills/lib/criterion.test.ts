import { describe, expect, it } from 'vitest';
import { formatCriterion } from './criterion';

describe('formatCriterion', () => {
  it('reads DOMAIN §10’s split as a tenant would check it', () => {
    expect(formatCriterion({ overlapDays: 31, numberOfOccupants: 2, weight: 62 }, 78)).toBe(
      '31 giorni × 2 occupanti = 62 su 78',
    );
    expect(formatCriterion({ overlapDays: 16, numberOfOccupants: 1, weight: 16 }, 78)).toBe(
      '16 giorni × 1 occupante = 16 su 78',
    );
  });

  it('uses the singular for one day', () => {
    expect(formatCriterion({ overlapDays: 1, numberOfOccupants: 3, weight: 3 }, 10)).toBe(
      '1 giorno × 3 occupanti = 3 su 10',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { arrearsBucketOf, netCents, occupancyRatio } from './analytics';

describe('analytics figures', () => {
  it('buckets arrears by age at the edges', () => {
    expect([0, 30, 31, 60, 61, 90, 91, 400].map(arrearsBucketOf)).toEqual([
      'd0_30',
      'd0_30',
      'd31_60',
      'd31_60',
      'd61_90',
      'd61_90',
      'd90_plus',
      'd90_plus',
    ]);
  });
  it('occupancy is held ÷ available room-days, none without room-days', () => {
    expect(occupancyRatio(45, 90)).toBe(0.5);
    expect(occupancyRatio(0, 0)).toBeNull();
  });
  it('net is collected less the owner’s expenses', () => {
    expect(netCents(100_000, 2_550)).toBe(97_450);
  });
});

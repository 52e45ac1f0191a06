import { contractListQuerySchema, propertyListQuerySchema } from '@casaconti/core/schemas/list';
import { describe, expect, it } from 'vitest';
import { readListQuery } from './list-params';

describe('readListQuery (a list’s state from its address, decision 080)', () => {
  it('reads a shared link’s search, chip, sort and page', () => {
    expect(readListQuery(contractListQuerySchema, '?q=niccolo&status=expired&sort=tenant&page=2&pageSize=50')).toEqual({
      page: 2,
      pageSize: 50,
      q: 'niccolo',
      status: 'expired',
      propertyId: undefined,
      sort: 'tenant',
    });
  });

  it('drops what it cannot read, each value on its own, and ignores other parameters', () => {
    expect(readListQuery(propertyListQuerySchema, '?page=0&pageSize=7&occupancy=full&sort=nope&client=1')).toEqual({
      page: 1,
      pageSize: 25,
      q: null,
      occupancy: 'full',
      sort: 'newest',
    });
  });
});

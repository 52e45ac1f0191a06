import { describe, expect, it } from 'vitest';
import { LIST_MESSAGES } from '../messages';
import { DEFAULT_PROPERTY_LIST_QUERY } from '../list-defaults';
import { contractListQuerySchema, pageOffset, propertyListQuerySchema } from './list';

describe('paged-list query schemas', () => {
  it('defaults to the first page of 25, no search, the list’s first sort', () => {
    expect(contractListQuerySchema.parse({})).toEqual({
      page: 1,
      pageSize: 25,
      q: null,
      status: undefined,
      propertyId: undefined,
      sort: 'start_desc',
    });
    expect(propertyListQuerySchema.parse({ q: '   ', occupancy: '' })).toMatchObject({ q: null, sort: 'newest' });
  });

  it('reads the query string’s text into numbers and trims the search', () => {
    expect(
      contractListQuerySchema.parse({ page: '3', pageSize: '100', q: ' Niccolò ', status: 'expired' }),
    ).toMatchObject({
      page: 3,
      pageSize: 100,
      q: 'Niccolò',
      status: 'expired',
    });
  });

  it.each([
    [{ page: '0' }, 'page', LIST_MESSAGES.invalidPage],
    [{ page: '-1' }, 'page', LIST_MESSAGES.invalidPage],
    [{ page: '1.5' }, 'page', LIST_MESSAGES.invalidPage],
    [{ page: 'abc' }, 'page', LIST_MESSAGES.invalidPage],
    [{ pageSize: '10' }, 'pageSize', LIST_MESSAGES.invalidPageSize],
    [{ q: 'x'.repeat(101) }, 'q', LIST_MESSAGES.searchTooLong],
    [{ sort: 'random' }, 'sort', LIST_MESSAGES.invalidSort],
    [{ status: 'terminated' }, 'status', LIST_MESSAGES.invalidStatus],
  ])('refuses %j with its Italian message', (input, field, message) => {
    const result = contractListQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
  });

  it('parses an empty query to the zod-free defaults the web entry keys the first page by', () => {
    expect(JSON.stringify(propertyListQuerySchema.parse({}))).toBe(JSON.stringify(DEFAULT_PROPERTY_LIST_QUERY));
  });

  it('computes the SQL offset of a page', () => {
    expect(pageOffset({ page: 1, pageSize: 25 })).toBe(0);
    expect(pageOffset({ page: 3, pageSize: 50 })).toBe(100);
  });
});

import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { SEEDED_QUERIES_ID, seededQueriesBlock, seedQueriesFromPage } from './seeded-queries';

describe('seeded queries (decision 030)', () => {
  const queries = [
    { queryKey: ['statement', 'tok'], data: { name: '</script><script>alert(1)</script>', note: 'a\u2028b\u2029c' } },
    { queryKey: ['account', 'me'], data: null },
  ];

  it('writes a JSON block that no data can close, and reads it back into the cache under the same keys', () => {
    const block = seededQueriesBlock(queries);
    expect(block.startsWith(`<script type="application/json" id="${SEEDED_QUERIES_ID}">`)).toBe(true);
    const body = block.slice(block.indexOf('>') + 1, -'</script>'.length);
    expect(body).not.toContain('<');
    expect(body).not.toMatch(/[\u2028\u2029]/);
    const doc = new DOMParser().parseFromString(`<!doctype html><body>${block}</body>`, 'text/html');
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    const client = new QueryClient();
    seedQueriesFromPage(client, doc);
    expect(client.getQueryData(['statement', 'tok'])).toEqual(queries[0]!.data);
    expect(client.getQueryState(['account', 'me'])?.status).toBe('success');
  });

  it('does nothing on a page without the block', () => {
    const client = new QueryClient();
    seedQueriesFromPage(client, new DOMParser().parseFromString('<!doctype html><body></body>', 'text/html'));
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});

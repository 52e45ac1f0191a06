import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { hydrateFromPage, QUERY_STATE_ID, queryStateBlock } from './query-state';

describe('query state carried in the page (decision 061)', () => {
  const statement = { name: '</script><script>alert(1)</script>', note: 'a\u2028b\u2029c' };

  it('writes a JSON block that no data can close, and hydrates it back under the same keys', () => {
    const server = new QueryClient();
    server.setQueryData(['statement', 'tok'], statement);
    server.setQueryData(['account', 'me'], null);
    const block = queryStateBlock(server);
    expect(block.startsWith(`<script type="application/json" id="${QUERY_STATE_ID}">`)).toBe(true);
    const body = block.slice(block.indexOf('>') + 1, -'</script>'.length);
    expect(body).not.toContain('<');
    expect(body).not.toMatch(/[\u2028\u2029]/);
    const doc = new DOMParser().parseFromString(`<!doctype html><body>${block}</body>`, 'text/html');
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    hydrateFromPage(client, doc);
    expect(client.getQueryData(['statement', 'tok'])).toEqual(statement);
    expect(client.getQueryState(['account', 'me'])?.status).toBe('success');
    // Fresh as the server fetched it: a query mounted now asks for nothing.
    const state = client.getQueryState(['statement', 'tok']);
    expect(state?.dataUpdatedAt).toBe(server.getQueryState(['statement', 'tok'])?.dataUpdatedAt);
    expect(
      client
        .getQueryCache()
        .find({ queryKey: ['statement', 'tok'] })
        ?.isStaleByTime(30_000),
    ).toBe(false);
  });

  it('does nothing on a page without the block', () => {
    const client = new QueryClient();
    hydrateFromPage(client, new DOMParser().parseFromString('<!doctype html><body></body>', 'text/html'));
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});

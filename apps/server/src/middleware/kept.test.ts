/**
 * The kept-read seam itself (decisions 130, 146, 176, 177) over a tiny app whose version is a
 * variable: the key, the byte bound, the JSON made and compressed once, the ETag and the 304.
 * The reads of the real app are tested in routes/kept-answers.test.ts.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../lib/clock';
import type { AppBindings } from '../lib/context';
import { compressJson, jsonContentLength } from './json';
import { canonicalQuery, keptAnswers } from './kept';

const gunzip = promisify(zlib.gunzip);
const brotliDecompress = promisify(zlib.brotliDecompress);

const rows = Array.from({ length: 400 }, (_, i) => ({ id: i, tenant: `Niccolò ${i}`, amount: i * 125 }));

/** An app with one kept read `/r/:id` (reader from the `who` header) that counts its computations. */
function appWith(answer: (id: string) => object, maxBytes?: number) {
  const clock = fixedClock('2026-06-01T10:00:00Z');
  const state = { version: 1 as number | string | null, computed: 0 };
  const { keep, cache } = keptAnswers({ clock, secret: 's'.repeat(32), maxBytes });
  const kept = keep({ reader: (c) => c.req.header('who') ?? 'a', version: async () => state.version });
  const app = new Hono<AppBindings>()
    .use(compressJson)
    .use(jsonContentLength)
    .get('/r/:id', kept, (c) => {
      state.computed++;
      return c.json(answer(c.req.param('id')));
    })
    .get('/missing', kept, (c) => c.json({ error: 'nope' }, 404));
  return { app, state, cache, clock };
}

async function bodyText(res: Response): Promise<string> {
  const buf = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get('content-encoding');
  if (encoding === 'br') return (await brotliDecompress(buf)).toString();
  if (encoding === 'gzip') return (await gunzip(buf)).toString();
  return buf.toString();
}

describe('kept reads (decisions 130, 176)', () => {
  it('one key per query whatever the order of its keys; absent values do not count', () => {
    expect(canonicalQuery({ page: 1, q: 'rossi', sort: 'tenant' })).toBe(
      canonicalQuery({ sort: 'tenant', q: 'rossi', page: 1, status: undefined }),
    );
    expect(canonicalQuery({ page: 1 })).not.toBe(canonicalQuery({ page: 2 }));
    expect(canonicalQuery({ q: '1' })).not.toBe(canonicalQuery({ q: 1 }));
  });

  it('an answer is computed once per reader, parameters, query, day and version', async () => {
    const { app, state, clock } = appWith((id) => ({ id }));
    for (const _ of [1, 2]) expect(await (await app.request('/r/1')).json()).toEqual({ id: '1' });
    expect(state.computed).toBe(1);
    await app.request('/r/2');
    await app.request('/r/1?x=1');
    await app.request('/r/1', { headers: { who: 'b' } });
    expect(state.computed).toBe(4);
    state.version = 2;
    await app.request('/r/1');
    expect(state.computed).toBe(5);
    clock.set('2026-06-02T10:00:00Z');
    await app.request('/r/1');
    expect(state.computed).toBe(6);
    // No version (nothing to keep under): computed every time, no ETag.
    state.version = null;
    const res = await app.request('/r/1');
    await app.request('/r/1');
    expect(state.computed).toBe(8);
    expect(res.headers.get('etag')).toBeNull();
  });

  it('a refusal is never kept', async () => {
    const { app } = appWith((id) => ({ id }));
    for (const _ of [1, 2]) {
      const res = await app.request('/missing');
      expect(res.status).toBe(404);
      expect(res.headers.get('etag')).toBeNull();
    }
  });

  it('is bounded by bytes: the least recently used answers go first, one too large is not kept', async () => {
    const { app, cache } = appWith((id) => ({ text: id === 'huge' ? 'x'.repeat(2000) : 'x'.repeat(250) }), 1000);
    for (const id of ['a', 'b', 'c']) await app.request(`/r/${id}`);
    expect(cache.size).toBe(3);
    await app.request('/r/a'); // 'b' is now the least recently used
    await app.request('/r/d');
    expect(cache.size).toBe(3);
    expect(cache.calculatedSize).toBeLessThanOrEqual(1000);
    await app.request('/r/huge');
    expect(cache.size).toBe(3);
  });

  it('a kept answer is the same JSON every time; once its compressed form is made it goes out as that', async () => {
    const answer = { items: rows };
    const expected = JSON.stringify(answer);
    const { app, state } = appWith(() => answer);

    const plain = await app.request('/r/1');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(expected)));
    expect(await plain.text()).toBe(expected);

    // The first request accepting brotli: streamed by compress() (gzip) while the brotli form is made.
    const first = await app.request('/r/1', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(await bodyText(first)).toBe(expected);
    await expect
      .poll(async () => {
        const res = await app.request('/r/1', { headers: { 'accept-encoding': 'br, gzip' } });
        return res.headers.get('content-encoding');
      })
      .toBe('br');
    const made = await app.request('/r/1', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(made.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(Number(made.headers.get('content-length'))).toBeLessThan(Buffer.byteLength(expected) / 3);
    expect(await bodyText(made)).toBe(expected);

    // A client refusing brotli gets gzip, made once the same way.
    await expect
      .poll(async () => {
        const res = await app.request('/r/1', { headers: { 'accept-encoding': 'gzip, br;q=0' } });
        return res.headers.get('content-encoding') === 'gzip' && res.headers.has('content-length');
      })
      .toBe(true);
    const gz = await app.request('/r/1', { headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(await bodyText(gz)).toBe(expected);
    expect(state.computed).toBe(1);
  });

  it('a small kept answer goes out as it is', async () => {
    const { app } = appWith(() => ({ count: 1 }));
    for (const _ of [1, 2]) {
      const res = await app.request('/r/1', { headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(await res.text()).toBe('{"count":1}');
    }
  });

  it('answers If-None-Match with 304 and no body while version, key and day are the same', async () => {
    const { app, state, clock } = appWith((id) => ({ id, rows }));
    const first = await app.request('/r/1');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"1-[A-Za-z0-9_-]{22}"$/);
    const same = await app.request('/r/1', { headers: { 'if-none-match': etag } });
    expect(same.status).toBe(304);
    expect(await same.text()).toBe('');
    expect(same.headers.get('etag')).toBe(etag);
    // In a list, or as a strong tag: the same comparison.
    expect((await app.request('/r/1', { headers: { 'if-none-match': `"x", ${etag.slice(2)}` } })).status).toBe(304);
    // Another instance's cache (here: emptied) makes the same ETag: still 304, nothing computed.
    const { app: other } = appWith((id) => ({ id, rows }));
    expect((await other.request('/r/1', { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect(state.computed).toBe(1);
    // Another reader, another read, another version, another day: 200 with another ETag.
    for (const res of [
      await app.request('/r/1', { headers: { 'if-none-match': etag, who: 'b' } }),
      await app.request('/r/2', { headers: { 'if-none-match': etag } }),
    ]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('etag')).not.toBe(etag);
    }
    state.version = 2;
    const moved = await app.request('/r/1', { headers: { 'if-none-match': etag } });
    expect(moved.status).toBe(200);
    expect(moved.headers.get('etag')).toMatch(/^W\/"2-/);
    state.version = 1;
    clock.set('2026-06-02T10:00:00Z');
    expect((await app.request('/r/1', { headers: { 'if-none-match': etag } })).status).toBe(200);
    // Several landlords' versions: hashed, never shown.
    state.version = 'landlord-a:3,landlord-b:4';
    const tenant = await app.request('/r/1');
    expect(tenant.headers.get('etag')).not.toContain('landlord');
    const again = await app.request('/r/1', { headers: { 'if-none-match': tenant.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });
});

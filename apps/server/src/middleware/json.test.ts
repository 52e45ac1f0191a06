import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppBindings } from '../lib/context';
import { keepJson } from '../lib/kept-json';
import { compressJson, jsonContentLength } from './json';

const gunzip = promisify(zlib.gunzip);
const brotliDecompress = promisify(zlib.brotliDecompress);

/** The API's JSON middleware over two routes: a kept answer (keepJson called on it) and a fresh one each time. */
function appWith(kept: object) {
  let serialized = 0;
  const counting = { toJSON: () => ++serialized };
  const app = new Hono<AppBindings>()
    .use(compressJson)
    .use(jsonContentLength)
    .get('/kept', (c) => c.json(kept))
    .get('/fresh', (c) => c.json({ ...kept, counting }));
  return { app, serializedFresh: () => serialized };
}

const rows = Array.from({ length: 400 }, (_, i) => ({ id: i, tenant: `Niccolò ${i}`, amount: i * 125 }));

async function bodyText(res: Response): Promise<string> {
  const buf = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get('content-encoding');
  if (encoding === 'br') return (await brotliDecompress(buf)).toString();
  if (encoding === 'gzip') return (await gunzip(buf)).toString();
  return buf.toString();
}

describe('JSON answers (decision 146)', () => {
  it('a kept answer is the same JSON every time; once its compressed form is made it goes out as that', async () => {
    const answer = { items: rows };
    const text = keepJson(answer).utf8.toString();
    const { app } = appWith(answer);
    const expected = JSON.stringify(answer);
    expect(text).toBe(expected);

    const plain = await app.request('/kept');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(expected)));
    expect(await plain.text()).toBe(expected);

    // The first request accepting brotli: streamed by compress() (gzip) while the brotli form is made.
    const first = await app.request('/kept', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(await bodyText(first)).toBe(expected);
    await expect
      .poll(async () => {
        const res = await app.request('/kept', { headers: { 'accept-encoding': 'br, gzip' } });
        return res.headers.get('content-encoding');
      })
      .toBe('br');
    const made = await app.request('/kept', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(made.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(Number(made.headers.get('content-length'))).toBeLessThan(Buffer.byteLength(expected) / 3);
    expect(await bodyText(made)).toBe(expected);

    // A client refusing brotli gets gzip, made once the same way.
    await expect
      .poll(async () => {
        const res = await app.request('/kept', { headers: { 'accept-encoding': 'gzip, br;q=0' } });
        return res.headers.get('content-encoding') === 'gzip' && res.headers.has('content-length');
      })
      .toBe(true);
    const gz = await app.request('/kept', { headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(await bodyText(gz)).toBe(expected);
  });

  it('an answer that is not kept is serialized for each request', async () => {
    const { app, serializedFresh } = appWith({ items: rows.slice(0, 3) });
    for (const n of [1, 2, 3]) {
      const res = await app.request('/fresh');
      expect(JSON.parse(await res.text()).counting).toBe(n);
    }
    expect(serializedFresh()).toBe(3);
  });

  it('a small kept answer goes out as it is', async () => {
    const answer = { count: 1 };
    keepJson(answer);
    const { app } = appWith(answer);
    for (const _ of [1, 2]) {
      const res = await app.request('/kept', { headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(await res.text()).toBe('{"count":1}');
    }
  });
});

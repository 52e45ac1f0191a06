import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, answer } from '../test/harness';

/** Like the landing-page preload script postbuild.mjs writes into index.html. */
const INLINE = 'window.preloaded=1;';
let ctx: TestContext;

/** `count` properties with one room each, created through the API: a portfolio answer over 1 KB. */
async function addProperties(
  landlord: Awaited<ReturnType<TestContext['createLandlord']>>,
  count: number,
  name: (i: number) => string,
) {
  for (let i = 0; i < count; i++) {
    const created = await answer(
      landlord.api.properties.$post({
        json: {
          propertyDetails: {
            name: name(i),
            street_address: `Via Giuseppe Garibaldi ${i}`,
            postal_code: '20100',
            province: 'MI',
            country: 'Italia',
          },
          rooms: [{ name: 'Stanza 1', description: null }],
        },
      }),
    );
    expect(created.status).toBe(201);
  }
}
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'casaconti-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><title>CasaConti</title><head><script>${INLINE}</script></head><div id="root"></div>`,
  );
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // What apps/web/scripts/postbuild.mjs writes beside each built asset.
  const big = `export const words = ${JSON.stringify('casa conti '.repeat(400))};`;
  fs.writeFileSync(path.join(dist, 'assets', 'big-def456.js'), big);
  fs.writeFileSync(path.join(dist, 'assets', 'big-def456.js.br'), zlib.brotliCompressSync(big));
  fs.writeFileSync(path.join(dist, 'assets', 'big-def456.js.gz'), zlib.gzipSync(big));
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  ctx = await createTestContext({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the built SPA', () => {
  it('answers / and any client route with index.html and security headers', async () => {
    for (const url of ['/', '/dashboard/landlord/properties', '/statement/abc']) {
      const res = await ctx.agent().get(url);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it("allows index.html's inline script by its sha256 in the CSP, and no other inline script", async () => {
    const hash = `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`;
    const page = await ctx.agent().get('/login');
    const scriptSrc = page.headers
      .get('content-security-policy')
      ?.split(';')
      .find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe(`script-src 'self' ${hash}`);
    expect(scriptSrc).not.toContain('unsafe-inline');
    // Rebuilt while the server runs: the new script's hash replaces the old one.
    const next = 'window.preloaded=2;';
    const file = path.join(dist, 'index.html');
    const before = fs.statSync(file).mtimeMs;
    fs.writeFileSync(file, `<!doctype html><head><script>${next}</script></head><div id="root"></div>`);
    fs.utimesSync(file, new Date(), new Date(before + 5000));
    const rebuilt = await ctx.agent().get('/');
    expect(rebuilt.headers.get('content-security-policy')).toContain(
      `'sha256-${createHash('sha256').update(next).digest('base64')}'`,
    );
    expect(rebuilt.headers.get('content-security-policy')).not.toContain(hash);
  });

  it('sends a prerendered page for its exact path without a query, index.html elsewhere; CSP allows its script', async () => {
    const script = 'window.prerendered=1;';
    const file = path.join(dist, 'index.html');
    const before = fs.statSync(file).mtimeMs;
    fs.mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
    fs.writeFileSync(
      path.join(dist, 'prerendered', 'login.html'),
      `<!doctype html><head><script>${script}</script></head><div id="root" data-prerendered><h1>Bentornato</h1></div>`,
    );
    // The home page's file is index.html there (decision 145).
    fs.writeFileSync(
      path.join(dist, 'prerendered', 'index.html'),
      '<!doctype html><div id="root" data-prerendered><h1>Finalmente in ordine.</h1></div>',
    );
    // What a build does last: index.html changes with the pages (the server re-reads them with it).
    fs.utimesSync(file, new Date(), new Date(before + 10_000));
    try {
      const login = await ctx.agent().get('/login');
      expect(login.status).toBe(200);
      expect(login.text).toContain('<h1>Bentornato</h1>');
      expect(login.headers.get('content-security-policy')).toContain(
        `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
      );
      expect(login.headers.get('cache-control')).toBe('no-cache');
      const home = await ctx.agent().get('/');
      expect(home.text).toContain('<h1>Finalmente in ordine.</h1>');
      expect(home.text).not.toContain('Bentornato');
      for (const url of ['/login?reset=1', '/login/', '/register', '/?verified=1', '/index']) {
        const other = await ctx.agent().get(url);
        expect(other.status).toBe(200);
        expect(other.text, url).not.toContain('Bentornato');
        expect(other.text, url).not.toContain('Finalmente in ordine.');
        expect(other.text, url).toContain('<div id="root">');
      }
    } finally {
      fs.rmSync(path.join(dist, 'prerendered'), { recursive: true, force: true });
      fs.utimesSync(file, new Date(), new Date(before + 20_000));
    }
  });

  it('serves hashed assets with a long cache, and a missing asset is a 404', async () => {
    const ok = await ctx.agent().get('/assets/app-abc123.js');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toContain('immutable');
    const missing = await ctx.agent().get('/assets/gone-000.js');
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain('<div id="root">');
  });

  it('serves root files and never a file outside the build', async () => {
    expect((await ctx.agent().get('/favicon.svg')).status).toBe(200);
    const traversal = await ctx.agent().get('/..%2f..%2fetc%2fpasswd');
    expect(traversal.text).not.toContain('root:');
  });

  it('sends the precompressed brotli or gzip file the client accepts, else the plain file', async () => {
    const plain = fs.readFileSync(path.join(dist, 'assets', 'big-def456.js'));
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
      ['gzip, deflate', 'gzip', zlib.gunzipSync],
    ] as const) {
      const res = await ctx.app.request('/assets/big-def456.js', { headers: { 'accept-encoding': accept } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toContain('Accept-Encoding');
      expect(res.headers.get('content-type')).toContain('javascript');
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.length).toBeLessThan(plain.length / 10);
      expect(decode(body).equals(plain)).toBe(true);
    }
    const identity = await ctx.app.request('/assets/big-def456.js');
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await identity.arrayBuffer()).equals(plain)).toBe(true);
  });

  it('sends index.html (a client route) brotli- or gzip-compressed as the client accepts, else plain', async () => {
    const html = fs.readFileSync(path.join(dist, 'index.html'));
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
      ['gzip, deflate', 'gzip', zlib.gunzipSync],
      ['br;q=0, gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const res = await ctx.app.request('/login', { headers: { 'accept-encoding': accept } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toContain('Accept-Encoding');
      expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(decode(Buffer.from(await res.arrayBuffer())).equals(html)).toBe(true);
    }
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const res = await ctx.app.request('/login', { headers: accept ? { 'accept-encoding': accept } : {} });
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8');
      expect(Buffer.from(await res.arrayBuffer()).equals(html)).toBe(true);
    }
  });
});

describe('compressed API answers', () => {
  it('gzips a JSON answer over 1 KB when the client accepts it, and leaves small ones alone', async () => {
    // Any JSON error body is small; the 404 answer of an unknown API path is one.
    const small = await ctx.app.request('/api/nothing-here', { headers: { 'accept-encoding': 'gzip' } });
    expect(small.status).toBe(404);
    expect(small.headers.get('content-encoding')).toBeNull();

    const landlord = await ctx.createLandlord();
    await addProperties(landlord, 12, (i) => `Casa numero ${i} con un nome lungo`);
    const plain = await answer(landlord.api.properties.$get());
    expect(plain.status).toBe(200);
    expect(plain.text.length).toBeGreaterThan(1024);
    expect(plain.headers.get('content-encoding')).toBeNull();

    expect(plain.headers.get('vary')).toContain('Accept-Encoding');
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(plain.text)));

    const zipped = await answer(landlord.api.properties.$get({}, { headers: { 'accept-encoding': 'gzip' } }));
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('content-length')).toBeNull();
    expect(zipped.headers.get('cache-control')).toBe('no-store');
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
  });

  it('gives every JSON answer its Content-Length in bytes (accented text included), errors too', async () => {
    const landlord = await ctx.createLandlord({ firstName: 'Niccolò', lastName: 'Perù' });
    const answers = [
      await answer(landlord.api.account.me.$get({}, { headers: { 'accept-encoding': 'gzip' } })),
      await landlord.post('/api/properties', { propertyDetails: { name: 'Città' } }),
      await answer(ctx.agent().api.account.me.$get()),
      await ctx.agent().get('/api/nothing-here', { 'accept-encoding': 'gzip' }),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 400, 401, 404]);
    expect(answers[0]!.text).toContain('Niccolò');
    for (const answer of answers) {
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.headers.get('content-encoding')).toBeNull();
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength(answer.text)));
    }
  });
});

// Last in this file: serve() replaces the global Request/Response with @hono/node-server's
// lightweight ones, as in production (main.ts).
describe('API answers on the wire (the real Node server)', () => {
  /** One GET over a plain socket: the raw headers and bytes as sent, nothing decoded. */
  function rawGet(port: number, url: string, headers: Record<string, string>) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: url, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  }

  it('sends JSON with its Content-Length, gzipped over 1 KB when accepted, with the security headers', async () => {
    const landlord = await ctx.createLandlord({ firstName: 'Niccolò' });
    await addProperties(landlord, 12, (i) => `Casa numero ${i} con un nome più lungo`);
    const cookie = [...landlord.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const me = await rawGet(port, '/api/account/me', { cookie, 'accept-encoding': 'gzip' });
      expect(me.status).toBe(200);
      expect(me.body.toString()).toContain('Niccolò');
      expect(me.headers['content-length']).toBe(String(me.body.length));
      expect(me.headers['transfer-encoding']).toBeUndefined();
      expect(me.headers['content-encoding']).toBeUndefined();
      expect(me.headers['cache-control']).toBe('no-store');
      expect(me.headers['x-content-type-options']).toBe('nosniff');
      expect(me.headers['content-security-policy']).toContain("default-src 'self'");

      const missing = await rawGet(port, '/api/nothing-here', {});
      expect(missing.status).toBe(404);
      expect(missing.headers['content-length']).toBe(String(missing.body.length));

      const plain = await rawGet(port, '/api/properties', { cookie });
      expect(plain.body.length).toBeGreaterThan(1024);
      expect(plain.headers['content-length']).toBe(String(plain.body.length));
      expect(plain.headers['content-encoding']).toBeUndefined();
      const zipped = await rawGet(port, '/api/properties', { cookie, 'accept-encoding': 'gzip' });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toContain('Accept-Encoding');
      expect(zlib.gunzipSync(zipped.body).equals(plain.body)).toBe(true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

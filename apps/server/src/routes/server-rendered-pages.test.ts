import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { formatEuro } from '@casaconti/core/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../db/schema';
import { createLogger } from '../lib/logger';
import { webRendererFile } from '../lib/web-renderer';
import { insertProperty } from '../test/factories';
import { createTestContext, type TestContext, answer } from '../test/harness';
import { contractBody, createContractVia, seedProperty } from './contracts.test-support';

/**
 * The statement and the properties list rendered on the server with their data (decisions 030,
 * 061), with the web app's real server bundle (apps/web/src/prerender.tsx built by `vite build
 * --ssr`, as `npm run build` does) over a minimal index.html with the build's markers.
 */

const INLINE = 'window.preloaded=1;';
/** As the build writes it: no entry script, index.html's landing script adds it (decision 135). */
const INDEX = `<!doctype html><html lang="it"><head></head><body><script>${INLINE}</script><!--app--><div id="root"><div data-slot="splash" aria-hidden="true"></div></div><!--/app--></body></html>`;
const LIMIT = 6;
const DATA_BLOCK = '<script type="application/json" id="query-state">';

type Landlord = Awaited<ReturnType<TestContext['createLandlord']>>;
let ctx: TestContext;
let dist: string;
let landlordA: Landlord;
let landlordB: Landlord;
let token: string;
/** The server's log: a page that fails to render is logged (and sent as index.html). */
const logLines: string[] = [];
const renderFailures = () => logLines.filter((line) => line.includes('page not rendered'));

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'casaconti-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  // What `npm run build` writes beside the web build: the server loads it as it would in production.
  const web = path.resolve(import.meta.dirname, '../../../web');
  const vite = path.resolve(web, '../../node_modules/vite/bin/vite.js');
  const ssrDir = path.dirname(webRendererFile(dist));
  execFileSync(
    process.execPath,
    [vite, 'build', '--ssr', 'src/prerender.tsx', '--outDir', ssrDir, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: web, stdio: 'pipe' },
  );
  ctx = await createTestContext({
    env: { WEB_DIST_DIR: dist, STATEMENT_RATE_LIMIT: String(LIMIT) },
    logger: createLogger('error', { write: (line: string) => logLines.push(line) }),
  });
  landlordA = await ctx.createLandlord();
  landlordB = await ctx.createLandlord();
  const tenant = await ctx.createTenant();
  const home = await seedProperty(ctx, landlordA.user.id);
  await insertProperty(ctx.db, landlordA.user.id, { name: 'Attico Brera' });
  await insertProperty(ctx.db, landlordB.user.id, { name: 'Villa Segreta' });
  const contractId = await createContractVia(
    landlordA,
    contractBody(home.property.id, [home.rooms[0]!.id], {
      tenantInfo: { email: tenant.email, firstName: 'Marco', lastName: 'Rossi' },
    }),
  );
  const link = await answer(landlordA.api.contracts[':id']['share-link'].$get({ param: { id: contractId } }));
  token = new URL(link.body.link).pathname.split('/').pop()!;
  // The web build takes its time on a loaded machine.
}, 240_000);
afterAll(async () => {
  await ctx.close();
  // Every plain page above was a decision (refused, not found, limited), never a render error.
  expect(renderFailures()).toEqual([]);
  fs.rmSync(dist, { recursive: true, force: true });
  fs.rmSync(`${dist}-ssr`, { recursive: true, force: true });
});

/** The queries of a rendered page's JSON block (TanStack Query's dehydrated state): key and data. */
function dataBlock(html: string): unknown {
  const start = html.indexOf(DATA_BLOCK);
  if (start === -1) return null;
  const body = html.slice(start + DATA_BLOCK.length, html.indexOf('</script>', start));
  const state = JSON.parse(body) as { queries: { queryKey: unknown; state: { data: unknown; status: string } }[] };
  return state.queries.map(({ queryKey, state: { data, status } }) => ({ queryKey, data, status }));
}

/** The plain SPA page, exactly as any client route gets it. */
async function plainIndex() {
  return (await ctx.agent().get('/some/client/route')).text;
}

describe('the public statement rendered with its data', () => {
  it("shows the tenant's statement in the HTML and carries the API's answer under the client's key", async () => {
    const visitor = ctx.agent();
    const res = await visitor.get(`/statement/${token}`);
    expect(res.status).toBe(200);
    const api = await answer(ctx.agent().api.statement[':token'].$get({ param: { token } }));
    expect(api.status).toBe(200);
    expect(res.text).toContain('<div id="root" data-prerendered>');
    expect(res.text).not.toContain('data-slot="splash"');
    expect(res.text).toContain('Estratto conto');
    expect(res.text).toContain('Casa Verdi');
    expect(res.text).toContain('Marco Rossi');
    expect(res.text).toContain(formatEuro(api.body.contract_info.rent_amount));
    expect(res.text).toContain(formatEuro(api.body.payables_summary.total_due));
    expect(dataBlock(res.text)).toEqual([{ queryKey: ['statement', token], data: api.body, status: 'success' }]);
    // No JavaScript is asked for before the first paint: index.html's script adds the entry after it.
    expect(res.text).not.toContain('<script type="module"');
    expect(res.text).not.toContain('rel="modulepreload"');
    expect(res.text).toContain(`<script>${INLINE}</script>`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
  });

  it('an unknown or malformed token gets the plain index.html, as today', async () => {
    const plain = await plainIndex();
    for (const bad of ['A'.repeat(43), 'non-valido', '%E0%A4%A']) {
      const res = await ctx.agent().get(`/statement/${bad}`);
      expect(res.status, bad).toBe(200);
      expect(res.text, bad).toBe(plain);
      expect(res.text).not.toContain(DATA_BLOCK);
      expect(res.headers.get('cache-control'), bad).toBe('no-store');
    }
  });

  it('each page counts against STATEMENT_RATE_LIMIT like the API call it replaces', async () => {
    const guesser = ctx.agent();
    for (let i = 0; i < LIMIT / 2; i++) {
      expect((await guesser.get(`/statement/${token}`)).text).toContain(DATA_BLOCK);
      expect((await answer(guesser.api.statement[':token'].$get({ param: { token } }))).status).toBe(200);
    }
    const page = await guesser.get(`/statement/${token}`);
    expect(page.status).toBe(200);
    expect(page.text).toBe(await plainIndex());
    expect((await answer(guesser.api.statement[':token'].$get({ param: { token } }))).status).toBe(429);
    // Guessing through pages alone is limited the same way.
    const pageGuesser = ctx.agent();
    for (let i = 0; i < LIMIT; i++) await pageGuesser.get(`/statement/${'C'.repeat(42)}${i}`);
    expect((await pageGuesser.get(`/statement/${token}`)).text).not.toContain(DATA_BLOCK);
    expect((await answer(pageGuesser.api.statement[':token'].$get({ param: { token } }))).status).toBe(429);
  });
});

describe('the properties list rendered with its data', () => {
  it("shows the landlord's own properties, never another landlord's, with the session and the list", async () => {
    const res = await landlordA.get('/dashboard/landlord/properties');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root" data-prerendered>');
    expect(res.text).toContain('Le tue proprietà');
    expect(res.text).toContain('Casa Verdi');
    expect(res.text).toContain('Attico Brera');
    expect(res.text).not.toContain('Villa Segreta');
    const me = (await answer(landlordA.api.account.session.$get())).body.user;
    // The list's first page (decision 080), under the key the client builds from an empty query.
    const portfolio = (await answer(landlordA.api.properties.page.$get({ query: {} }))).body;
    expect(dataBlock(res.text)).toEqual([
      { queryKey: ['account', 'me'], data: me, status: 'success' },
      {
        queryKey: ['properties', 'portfolio', 'page', { page: 1, pageSize: 25, q: null, sort: 'newest' }],
        data: portfolio,
        status: 'success',
      },
    ]);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('vary')).toBe('Cookie, Accept-Encoding');

    const other = await landlordB.get('/dashboard/landlord/properties');
    expect(other.text).toContain('Villa Segreta');
    expect(other.text).not.toContain('Casa Verdi');
    expect(other.text).not.toContain('Attico Brera');
  });

  it('anonymous, tenant, invited user and a landlord not active get the plain index.html, as today', async () => {
    const plain = await plainIndex();
    const tenant = await ctx.createTenant();
    const invited = await ctx.createTenant();
    await ctx.db.update(user).set({ userStatus: 'invited' }).where(eq(user.id, invited.user.id));
    const inactive = await ctx.createLandlord();
    await ctx.db.update(user).set({ userStatus: 'invited' }).where(eq(user.id, inactive.user.id));
    for (const [who, agent] of Object.entries({ anonymous: ctx.agent(), tenant, invited, inactive })) {
      const res = await agent.get('/dashboard/landlord/properties');
      expect(res.status, who).toBe(200);
      expect(res.text, who).toBe(plain);
      expect(res.headers.get('cache-control'), who).toBe('no-cache');
    }
  });
});

describe('every other page', () => {
  it('gets no data block, also the rendered paths with a query string', async () => {
    const plain = await plainIndex();
    for (const url of [
      '/',
      '/dashboard/landlord/contracts',
      '/dashboard/landlord/properties?x=1',
      '/dashboard/landlord/properties/',
      '/Dashboard/landlord/properties',
      `/statement/${token}?x=1`,
      `/statement/${token}/`,
      `/statement/${token}/more`,
    ]) {
      const res = await landlordA.get(url);
      expect(res.text, url).toBe(plain);
    }
  });

  it('keeps the CSP: the same script-src on a rendered page, no unsafe-inline', async () => {
    const plain = (await ctx.agent().get('/')).headers.get('content-security-policy');
    const rendered = await landlordA.get('/dashboard/landlord/properties');
    expect(rendered.text).toContain(DATA_BLOCK);
    const csp = rendered.headers.get('content-security-policy');
    expect(csp).toBe(plain);
    const scriptSrc = csp?.split(';').find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('sends a rendered page compressed as the client accepts', async () => {
    // Each page carries the times its data was read and sent (the dehydrated queries' *At).
    const sameData = (html: string) => html.replace(/"(\w+At)":\d+/g, '"$1":0');
    const plain = await ctx.app.request(`/statement/${token}`);
    const html = Buffer.from(await plain.arrayBuffer()).toString();
    expect(html).toContain(DATA_BLOCK);
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const res = await ctx.app.request(`/statement/${token}`, { headers: { 'accept-encoding': encoding } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8');
      expect(sameData(decode(Buffer.from(await res.arrayBuffer())).toString())).toBe(sameData(html));
    }
  });
});

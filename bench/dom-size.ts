/**
 * `npm run bench:dom [-- --scale N]`: what each list page costs in the browser on the bench's
 * dataset (issue 25's targets: ≤ 2,000 DOM nodes and ≤ 100 KB of JSON on first view).
 *
 * Generates the dataset into a fresh database (PGlite, or a new database on DATABASE_URL's
 * PostgreSQL server), starts the real server on it (it serves the built web app: run
 * `npm run build` first), signs the bench landlord and tenant in, then opens each page in
 * headless Chromium (CHROMIUM_PATH or /usr/bin/chromium) at 1280 px, waits until the network is
 * idle, and reports the DOM's element count, the JSON bytes the page fetched from /api, and the
 * HTML document's bytes (a page rendered on the server carries its data inside it).
 * Numbers, not assertions.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { paths } from '@casaconti/core/paths';
import { chromium } from '@playwright/test';
import { BENCH_LANDLORD_EMAIL, BENCH_TENANT_EMAIL } from './dataset';
import { createBenchDatabase, ROOT, signIn, startBenchServer, waitUp } from './harness';

const scaleArg = process.argv.indexOf('--scale');
const SCALE = scaleArg > 0 ? Number(process.argv[scaleArg + 1]) : 1;
if (!(SCALE > 0)) throw new Error('--scale must be a positive number');
if (!fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) throw new Error('run `npm run build` first');

const bench = await createBenchDatabase({ scale: SCALE, serverUrl: process.env.DATABASE_URL || undefined });
const port = 3990 + Math.floor(Math.random() * 8);
const base = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  server = startBenchServer({ port, appUrl: base, trustedOrigins: [base], db: bench });
  await waitUp(base);
  const cookies = {
    landlord: await signIn(base, BENCH_LANDLORD_EMAIL, bench.dataset.password),
    tenant: await signIn(base, BENCH_TENANT_EMAIL, bench.dataset.password),
  };
  const propertyId = bench.dataset.propertyIds[0]!;
  const pages: { name: string; who: keyof typeof cookies; url: string }[] = [
    { name: 'Proprietà', who: 'landlord', url: paths.landlord.properties() },
    { name: 'Contratti', who: 'landlord', url: paths.landlord.contracts() },
    { name: 'Contratti › Seleziona immobile', who: 'landlord', url: paths.landlord.selectProperty() },
    { name: 'Pagamenti › Conguagli', who: 'landlord', url: paths.landlord.payables() },
    { name: 'Pagamenti › Pagamenti', who: 'landlord', url: `${paths.landlord.payables()}?tab=payments` },
    { name: 'Proprietà › Spese', who: 'landlord', url: paths.landlord.property(propertyId, { tab: 'bills' }) },
    { name: 'Scadenze', who: 'landlord', url: paths.landlord.deadlines() },
    { name: 'Analytics', who: 'landlord', url: paths.landlord.analytics() },
    { name: 'Inquilino › Pagamenti', who: 'tenant', url: paths.tenant.payables() },
  ];
  const rows: { page: string; url: string; domNodes: number; jsonKB: number; htmlKB: number; requests: number }[] = [];
  for (const p of pages) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies(
      cookies[p.who].split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
      }),
    );
    const page = await context.newPage();
    let jsonBytes = 0;
    let requests = 0;
    const reads: Promise<void>[] = [];
    page.on('response', (res) => {
      if (!new URL(res.url()).pathname.startsWith('/api/')) return;
      if (!(res.headers()['content-type'] ?? '').includes('json')) return;
      requests++;
      reads.push(
        res.body().then(
          (b) => {
            jsonBytes += b.byteLength;
          },
          () => undefined,
        ),
      );
    });
    const doc = await page.goto(base + p.url, { waitUntil: 'networkidle', timeout: 120_000 });
    if (!doc?.ok()) throw new Error(`${p.url}: ${doc?.status()}`);
    await Promise.all(reads);
    const htmlBytes = (await doc.body()).byteLength;
    // Runs in the page (a string: bench/ compiles without the DOM's types).
    const domNodes = await page.evaluate<number>("document.getElementsByTagName('*').length");
    rows.push({
      page: p.name,
      url: p.url,
      domNodes,
      jsonKB: Math.round(jsonBytes / 102.4) / 10,
      htmlKB: Math.round(htmlBytes / 102.4) / 10,
      requests,
    });
    console.log(`[dom] ${p.name}: ${domNodes} elements, ${rows.at(-1)!.jsonKB} KB JSON in ${requests} reads`);
    await context.close();
  }
  console.log(`\nbench:dom, ${bench.database}, scale ${SCALE} (${JSON.stringify(bench.dataset.rows)})\n`);
  console.log('| page | path | DOM elements | JSON fetched (KB) | reads | HTML (KB) |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.page} | \`${r.url.replace(propertyId, ':id')}\` | ${r.domNodes} | ${r.jsonKB} | ${r.requests} | ${r.htmlKB} |`,
    );
} finally {
  await browser.close();
  server?.kill('SIGTERM');
  if (server && server.exitCode === null) await new Promise((r) => server!.once('exit', r));
  await bench.remove();
}

// After `vite build`: precompress the static files (brotli + gzip, served by the server as they
// are) and enforce the front-end budget. For every route it prints the JavaScript a first visit
// downloads (the entry, the route's module and everything they import statically), as sent
// (brotli), and fails the build when a budget is exceeded (decision 020).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

const KB = 1024;
/** JavaScript transferred (brotli) on the first load of the public entry pages. */
export const FIRST_LOAD_BUDGET = 150 * KB;
/** The pages a visitor opens first (/, /login, /statement/{token}): the budget applies to them. */
const BUDGET_ROUTES = new Set(['home', 'login', 'statement']);
/** Any single lazily loaded chunk, uncompressed. */
export const CHUNK_BUDGET = 100 * KB;
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const MIN_SIZE = 512;

const dist = path.resolve(import.meta.dirname, '..', 'dist');

function brotli(buf) {
  return zlib.brotliCompressSync(buf, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
    },
  });
}

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* walk(full);
    } else yield full;
  }
}

/** Writes name.br and name.gz beside each compressible file; returns brotli sizes by dist path. */
function precompress() {
  const sizes = new Map();
  for (const file of walk(dist)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const buf = fs.readFileSync(file);
    const br = brotli(buf);
    sizes.set(path.relative(dist, file), { raw: buf.length, br: br.length });
    if (buf.length < MIN_SIZE) continue;
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(buf, { level: 9 }));
  }
  return sizes;
}

/** The JS files a module pulls in on load: itself and its static imports, transitively. */
function closure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

const routeName = (key) => key.replace(/^src\/app\/routes\//, '').replace(/\.tsx?$/, '');
const fmt = (n) => `${(n / KB).toFixed(1)} KB`;

function checkBudget(sizes) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entry = closure(manifest, entryKey);
  const layoutKey = 'src/app/routes/dashboard-layout.tsx';
  const problems = [];
  const rows = [];
  for (const key of Object.keys(manifest)
    .filter((k) => k.startsWith('src/app/routes/'))
    .sort()) {
    const name = routeName(key);
    const files = new Set(entry);
    for (const f of closure(manifest, key)) files.add(f);
    // Dashboard pages render inside the authenticated layout: its code loads with them.
    if (/^(landlord|tenant)\/|^settings/.test(name)) for (const f of closure(manifest, layoutKey)) files.add(f);
    const js = [...files].filter((f) => f.endsWith('.js'));
    const total = js.reduce((sum, f) => sum + (sizes.get(f)?.br ?? 0), 0);
    const own = sizes.get(manifest[key].file);
    rows.push({ name, total, own: own?.raw ?? 0, requests: js.length });
    if (BUDGET_ROUTES.has(name) && total > FIRST_LOAD_BUDGET)
      problems.push(`${name}: first load ${fmt(total)} > ${fmt(FIRST_LOAD_BUDGET)}`);
  }
  for (const [file, size] of sizes) {
    if (file.endsWith('.js') && !entry.has(file) && size.raw > CHUNK_BUDGET) {
      problems.push(`${file}: ${fmt(size.raw)} > ${fmt(CHUNK_BUDGET)} per chunk`);
    }
  }
  console.log('\nJavaScript on first load per route (brotli, as sent) · route chunk (raw) · files');
  for (const r of rows) {
    const mark = BUDGET_ROUTES.has(r.name) ? '*' : ' ';
    console.log(`${mark} ${r.name.padEnd(32)} ${fmt(r.total).padStart(9)}  ${fmt(r.own).padStart(9)}  ${r.requests}`);
  }
  console.log(`Budgets: first load of * ≤ ${fmt(FIRST_LOAD_BUDGET)}; any lazy chunk ≤ ${fmt(CHUNK_BUDGET)} raw.`);
  return problems;
}

/**
 * The pages a visitor lands on first, by URL: their route module (src/app/routes/<name>.tsx).
 * index.html gets a tiny inline script that, on these paths, asks for the route's chunks at once
 * (modulepreload) instead of after the entry has run: one round trip fewer before the first
 * paint (Lighthouse, decision 025). Other paths load as before.
 */
const LANDING_PAGES = [
  { route: 'home', path: '^/$' },
  { route: 'login', path: '^/login$' },
  { route: 'statement', path: '^/statement/[^/]+$' },
  { route: 'landlord/properties', path: '^/dashboard/landlord/properties$' },
];

function injectLandingPreloads() {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entry = closure(manifest, entryKey);
  const layout = closure(manifest, 'src/app/routes/dashboard-layout.tsx');
  const pages = LANDING_PAGES.map(({ route, path: pattern }) => {
    const key = `src/app/routes/${route}.tsx`;
    if (!manifest[key]) throw new Error(`postbuild: no route module ${key} in the build`);
    const files = new Set(closure(manifest, key));
    if (route.startsWith('landlord/')) for (const f of layout) files.add(f);
    return [pattern, [...files].filter((f) => f.endsWith('.js') && !entry.has(f))];
  });
  // On a page the server rendered (decision 030) the entry and its preloads wait, as
  // <link rel="x-entry"> and <link rel="x-modulepreload">, until the first frame has been painted
  // (or 200 ms, for a tab in the background), and never run before the document is parsed
  // (main.tsx needs #root and the data block).
  const script =
    `<script>(function(){var p=${JSON.stringify(pages)},m=[],i,j;` +
    'for(i=0;i<p.length;i++)if(new RegExp(p[i][0]).test(location.pathname)){m=p[i][1];break;}' +
    'function pre(h){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";' +
    'l.href=h;document.head.appendChild(l);}' +
    'var x=document.querySelector(\'link[rel="x-entry"]\');' +
    'if(!x){for(j=0;j<m.length;j++)pre("/"+m[j]);return;}' +
    'var d=0;function go(){if(d)return;' +
    'if(document.readyState==="loading")return void document.addEventListener("DOMContentLoaded",go);d=1;' +
    'var q=document.querySelectorAll(\'link[rel="x-modulepreload"]\');' +
    'for(j=0;j<q.length;j++)pre(q[j].getAttribute("href"));for(j=0;j<m.length;j++)pre("/"+m[j]);' +
    'var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=x.getAttribute("href");' +
    'document.head.appendChild(s);}' +
    'requestAnimationFrame(function(){setTimeout(go)});setTimeout(go,200);})();</script>';
  const indexFile = path.join(dist, 'index.html');
  const html = fs.readFileSync(indexFile, 'utf8');
  if (!html.includes('</head>')) throw new Error('postbuild: index.html has no </head>');
  fs.writeFileSync(indexFile, html.replace('</head>', `  ${script}\n  </head>`));
}

/**
 * The stylesheet goes inside index.html instead of beside it: the first paint no longer waits
 * for a second request (Lighthouse's render-blocking request, decision 028). index.html is sent
 * compressed like the rest, so the page costs about the same bytes; the CSP allows inline styles.
 */
function inlineStylesheet() {
  const indexFile = path.join(dist, 'index.html');
  const html = fs.readFileSync(indexFile, 'utf8');
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g)];
  if (links.length !== 1) throw new Error(`postbuild: expected one stylesheet in index.html, found ${links.length}`);
  const [tag, file] = links[0];
  const css = fs.readFileSync(path.join(dist, file), 'utf8');
  if (css.includes('</style')) throw new Error('postbuild: the stylesheet cannot be inlined');
  fs.writeFileSync(
    indexFile,
    html.replace(tag, () => `<style>${css}</style>`),
  );
}

/**
 * Static landing pages rendered to HTML at build time (src/prerender.tsx, built for Node into
 * dist-ssr by `vite build --ssr`): index.html with the page in place of the splash, written to
 * dist/prerendered/<name>.html. The server sends it for that exact path (without a query string,
 * which may change what the page shows) and main.tsx hydrates it, so the page paints with the
 * HTML instead of after the JavaScript (decision 028).
 */
const PRERENDERED = [{ path: '/login', name: 'login' }];

async function prerenderPages() {
  const ssrDir = path.resolve(dist, '..', 'dist-ssr');
  const { renderStaticPage } = await import(pathToFileURL(path.join(ssrDir, 'prerender.js')).href);
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  fs.mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
  for (const page of PRERENDERED) {
    const out = await renderStaticPage(html, page.path);
    if (!out.includes('<h1')) throw new Error(`postbuild: the prerendered ${page.path} has no heading`);
    fs.writeFileSync(path.join(dist, 'prerendered', `${page.name}.html`), out);
  }
  // dist-ssr stays: the server renders the statement and the properties list with it per request
  // (decision 030).
  // A server that re-reads a changed index.html (not in production) picks up these pages with it.
  const now = new Date();
  fs.utimesSync(path.join(dist, 'index.html'), now, now);
}

injectLandingPreloads();
inlineStylesheet();
await prerenderPages();
const sizes = precompress();
const problems = checkBudget(sizes);
if (problems.length > 0) {
  console.error(`\nFront-end budget exceeded:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

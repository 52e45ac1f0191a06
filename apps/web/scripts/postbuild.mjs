// After `vite build`: fill index.html (the stylesheet, the entry markers, the landing data), render
// the build-time pages of the page table, precompress the static files (brotli + gzip, served by the server as they
// are) and enforce the front-end budget. For every route it prints the JavaScript a first visit
// downloads (the entry, the route's module and everything they import statically), as sent
// (brotli), and fails the build when a budget is exceeded (decision 020).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { JSDOM } from 'jsdom';

const KB = 1024;
/** JavaScript transferred (brotli) on the first load of the public entry pages. */
export const FIRST_LOAD_BUDGET = 151 * KB;
/** Any single lazily loaded chunk, uncompressed. */
export const CHUNK_BUDGET = 100 * KB;
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

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

/**
 * Writes name.br and name.gz beside each compressible file, each only when smaller than the file
 * (a chunk of a few import lines still shrinks by a third: decision 143); returns the bytes the
 * server sends a browser that takes brotli, by dist path.
 */
function precompress() {
  const sizes = new Map();
  for (const file of walk(dist)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const buf = fs.readFileSync(file);
    const br = brotli(buf);
    const gz = zlib.gzipSync(buf, { level: 9 });
    if (br.length < buf.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < buf.length) fs.writeFileSync(`${file}.gz`, gz);
    sizes.set(path.relative(dist, file), { raw: buf.length, br: Math.min(br.length, buf.length) });
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
    // The chunk holding the charts library (Recharts: the analytics page only, loaded with it) is
    // exempt from the per-chunk budget: split, it needs strict execution order, which grows every
    // first load (decision 110).
    const chartsChunk =
      file.endsWith('.js') && fs.readFileSync(path.join(dist, file), 'utf8').includes('recharts-wrapper');
    if (file.endsWith('.js') && !entry.has(file) && !chartsChunk && size.raw > CHUNK_BUDGET) {
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

// The web app's server bundle (src/prerender.tsx, built for Node into dist-ssr by `vite build
// --ssr`): the page table (src/app/pages.ts), index.html's markers and the page renderer. The
// server renders the `render: 'request'` pages with it per request (decision 030); dist-ssr stays.
const ssr = await import(pathToFileURL(path.resolve(dist, '..', 'dist-ssr', 'prerender.js')).href);
const { pageList, pathPatternSource, prerenderedPageFile, renderStaticPage, MARKERS } = ssr;
/** A page's own route module (its last one; a layout comes before it). */
const pageRoute = (page) => page.modules.at(-1);
/** The pages a visitor opens first (/, /login, /statement/{token}, the landlord's properties list): the budget applies to them. */
const BUDGET_ROUTES = new Set(pageList.filter((page) => page.budget).map(pageRoute));

/**
 * index.html edited as a document (jsdom), never as text:
 * - the stylesheet goes inside it instead of beside it: the first paint no longer waits for a
 *   second request (Lighthouse's render-blocking request, decision 028). index.html is sent
 *   compressed like the rest, so the page costs about the same bytes; the CSP allows inline styles;
 * - the entry script and its module preloads (written by vite) leave the page: index.html's
 *   landing script adds them, after the first contentful paint on a page of the table (decisions
 *   030, 135), at once anywhere else;
 * - index.html's comments go, but for the markers;
 * - the landing script's data takes the place of its marker: the entry, its preloads and, for
 *   each page of the page table, the chunks its first load needs beyond the entry, which the
 *   script asks for with the entry instead of after the entry has run: one round trip fewer
 *   (decision 025).
 */
function editIndexHtml() {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entry = closure(manifest, entryKey);
  const indexFile = path.join(dist, 'index.html');
  const dom = new JSDOM(fs.readFileSync(indexFile, 'utf8'));
  const { document } = dom.window;

  const stylesheets = document.querySelectorAll('link[rel="stylesheet"]');
  if (stylesheets.length !== 1)
    throw new Error(`postbuild: expected one stylesheet in index.html, found ${stylesheets.length}`);
  const css = fs.readFileSync(path.join(dist, stylesheets[0].getAttribute('href')), 'utf8');
  if (css.includes('</style')) throw new Error('postbuild: the stylesheet cannot be inlined');
  const style = document.createElement('style');
  style.textContent = css;
  stylesheets[0].replaceWith(style);

  const scripts = document.querySelectorAll('script[type="module"][src]');
  if (scripts.length !== 1)
    throw new Error(`postbuild: expected one entry script in index.html, found ${scripts.length}`);
  const script = scripts[0];
  const preloads = [...document.querySelectorAll('link[rel="modulepreload"]')];
  for (const element of [script, ...preloads]) element.remove();

  const pages = pageList.map((page) => {
    const files = new Set();
    for (const module of page.modules) {
      const key = `src/app/routes/${module}.tsx`;
      if (!manifest[key]) throw new Error(`postbuild: no route module ${key} in the build`);
      for (const f of closure(manifest, key)) files.add(f);
    }
    return [pathPatternSource(page), [...files].filter((f) => f.endsWith('.js') && !entry.has(f)).map((f) => `/${f}`)];
  });
  const data = JSON.stringify({
    entry: script.getAttribute('src'),
    preloads: preloads.map((link) => link.getAttribute('href')),
    pages,
  });
  if (data.includes('<')) throw new Error('postbuild: the landing data cannot be inlined');
  const walker = document.createTreeWalker(document.body, dom.window.NodeFilter.SHOW_COMMENT);
  let marker = walker.nextNode();
  while (marker && marker.data !== 'landing-pages') marker = walker.nextNode();
  if (!marker) throw new Error('postbuild: no <!--landing-pages--> in index.html');
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'landing-pages';
  block.textContent = data;
  marker.replaceWith(block);

  // The source's explanatory comments are not sent; the markers stay (the server fills them).
  const keep = new Set(Object.values(MARKERS).flatMap((pair) => pair.map((m) => m.slice(4, -3))));
  const comments = document.createTreeWalker(document, dom.window.NodeFilter.SHOW_COMMENT);
  const drop = [];
  for (let node = comments.nextNode(); node; node = comments.nextNode()) if (!keep.has(node.data)) drop.push(node);
  for (const node of drop) node.remove();

  fs.writeFileSync(indexFile, dom.serialize());
}

/**
 * The pages of the table with `render: 'build'` rendered to HTML now (`renderStaticPage`):
 * index.html with the page in place of the splash, written to dist/prerendered/<name>.html
 * (`prerenderedPageFile`: the home page is index.html there). The
 * server sends it for that exact path (without a query string, which may change what the page
 * shows) and main.tsx hydrates it, so the page paints with the HTML instead of after the
 * JavaScript (decision 028).
 */
async function prerenderPages() {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  fs.mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
  for (const page of pageList.filter((p) => p.render === 'build')) {
    const name = prerenderedPageFile(page.path);
    const out = await renderStaticPage(html, page.path);
    if (!out.includes('<h1')) throw new Error(`postbuild: the prerendered ${page.path} has no heading`);
    fs.writeFileSync(path.join(dist, 'prerendered', `${name}.html`), out);
  }
  // A server that re-reads a changed index.html (not in production) picks up these pages with it.
  const now = new Date();
  fs.utimesSync(path.join(dist, 'index.html'), now, now);
}

editIndexHtml();
await prerenderPages();
const sizes = precompress();
const problems = checkBudget(sizes);
if (problems.length > 0) {
  console.error(`\nFront-end budget exceeded:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

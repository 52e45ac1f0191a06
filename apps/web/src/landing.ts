/**
 * The landing script (decisions 025, 030, 061, 135, 175): the one classic script of index.html,
 * minified and written inline into the page by the build (vite.config.ts, `landingScript`), where
 * the CSP allows it through its hash. It runs before any module.
 *
 * The build puts before it a JSON block (`#landing-pages`) with the entry, its preloads and each
 * landing page's chunks (the page table, app/pages.ts), and takes the entry script and its
 * preloads out of the page: this script asks for them. On a page of the table (/, /login, a
 * statement, the properties list) it asks for them, with the page's own chunks, only once the
 * first contentful paint has happened (the paint timing entry; after the first frame where the
 * browser has none, or 200 ms in a background tab): Chromium otherwise fetched and ran the
 * JavaScript before painting the HTML it had, and Lighthouse counted it all into the first paint;
 * the preloads go in a few at a time, one task each (a link costs the main thread about a
 * millisecond, 4× that on Lighthouse's phone: all in one task was one long task). Anywhere else it
 * preloads them at once and adds the entry when the document is parsed. Without the block (the
 * dev server, whose page keeps its entry script) it does nothing.
 */

/** What the build writes into `#landing-pages` (apps/web/scripts/postbuild.mjs). */
type LandingData = {
  entry: string;
  preloads: string[];
  /** [path pattern source, the page's chunks beyond the entry]. */
  pages: [string, string[]][];
};

/** Preloads added per task while the page waits for nothing else. */
const PRELOADS_PER_TASK = 6;
/** After the paint entry fails to come (a browser that never reports it, a tab left aside). */
const PAINT_WAIT_LIMIT_MS = 3000;
/** Without a paint entry to wait for, a background tab still starts after this. */
const HIDDEN_TAB_WAIT_MS = 200;

function land() {
  const block = document.getElementById('landing-pages');
  if (!block) return;
  const data = JSON.parse(block.textContent ?? '') as LandingData;
  const pageChunks = data.pages.find(([pattern]) => new RegExp(pattern).test(location.pathname))?.[1] ?? null;
  let started = false;

  function preload(href: string) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }

  /** Adds the entry (once, after the document is parsed), then the page's preloads a few at a time. */
  function start() {
    if (started) return;
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', start);
      return;
    }
    started = true;
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = data.entry;
    document.head.appendChild(entry);
    const queue = pageChunks ? data.preloads.concat(pageChunks) : [];
    (function next() {
      queue.splice(0, PRELOADS_PER_TASK).forEach(preload);
      if (queue.length) setTimeout(next);
    })();
  }

  if (!pageChunks) {
    [data.entry, ...data.preloads].forEach(preload);
    start();
    return;
  }
  const Observer = window.PerformanceObserver;
  const types = Observer?.supportedEntryTypes;
  if (document.visibilityState === 'hidden' || !types || !types.includes('paint')) {
    requestAnimationFrame(() => setTimeout(start));
    setTimeout(start, HIDDEN_TAB_WAIT_MS);
    return;
  }
  new Observer((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length) {
      observer.disconnect();
      start();
    }
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', start);
  setTimeout(start, PAINT_WAIT_LIMIT_MS);
}

land();

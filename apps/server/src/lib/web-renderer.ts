import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the web app's server bundle (apps/web/src/prerender.tsx, built into dist-ssr) offers. */
export type WebRenderer = {
  /**
   * The page of the web app's page table (apps/web/src/app/pages.ts) that `path` opens, rendered
   * with its data read through `api`; null when `path` is no such page or its data was refused.
   */
  renderRequestPage: (args: {
    indexHtml: string;
    path: string;
    cookie: string;
    /** The JSON body of the API's 200 answer to GET `path`, else null. */
    api: (path: string) => Promise<unknown>;
  }) => Promise<string | null>;
};

/** The web build's server bundle: `<webDistDir>-ssr/prerender.js` (apps/web/dist-ssr beside apps/web/dist). */
export function webRendererFile(webDistDir: string): string {
  return path.join(`${path.resolve(webDistDir)}-ssr`, 'prerender.js');
}

/**
 * The web app's server renderer (decision 030), loaded on first use and kept: its lazy chunks
 * import the bundle's main module by its plain URL, so a second copy of it (loaded again after a
 * rebuild) would split React Router's context in two. A rebuild takes a server restart to be
 * used here. Null while the web app is built without it (or not built): checked again each time.
 */
export function webRendererReader(webDistDir: string): () => Promise<WebRenderer | null> {
  const file = webRendererFile(webDistDir);
  let renderer: Promise<WebRenderer> | null = null;
  return async () => {
    if (renderer) return renderer;
    if (!(await fs.promises.stat(file).catch(() => null))) return null;
    renderer = import(pathToFileURL(file).href) as Promise<WebRenderer>;
    return renderer;
  };
}

import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** One react-query entry of a server-rendered page (apps/web/src/lib/seeded-queries.ts). */
export type SeededQuery = { queryKey: readonly unknown[]; data: unknown };

/** What the web app's server bundle (apps/web/src/prerender.tsx, built into dist-ssr) offers. */
export type WebRenderer = {
  seededQueries: {
    statement: (token: string, statement: unknown) => SeededQuery[];
    properties: (me: unknown, portfolio: unknown) => SeededQuery[];
  };
  renderDataPage: (indexHtml: string, path: string, queries: SeededQuery[], cookie: string) => Promise<string>;
};

/** The web build's server bundle: `<webDistDir>-ssr/prerender.js` (apps/web/dist-ssr beside apps/web/dist). */
export function webRendererFile(webDistDir: string): string {
  return path.join(`${path.resolve(webDistDir)}-ssr`, 'prerender.js');
}

/**
 * The web app's server renderer (decision 030), loaded on first use; null when the web app was
 * built without it (or not built). In production it is loaded once; elsewhere (`watch`) again
 * after a rebuild.
 */
export function webRendererReader(webDistDir: string, opts: { watch: boolean }): () => Promise<WebRenderer | null> {
  const file = webRendererFile(webDistDir);
  let cached: { mtimeMs: number; renderer: Promise<WebRenderer> } | null = null;
  return async () => {
    if (cached && !opts.watch) return cached.renderer;
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat) return null;
    if (cached?.mtimeMs !== stat.mtimeMs) {
      const url = `${pathToFileURL(file).href}${opts.watch ? `?v=${stat.mtimeMs}` : ''}`;
      cached = { mtimeMs: stat.mtimeMs, renderer: import(url) as Promise<WebRenderer> };
    }
    return cached.renderer;
  };
}

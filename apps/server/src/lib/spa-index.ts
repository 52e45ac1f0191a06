import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type SpaIndex = {
  html: string;
  /** CSP sources ('sha256-…') of the page's inline scripts, so script-src can stay 'self'. */
  scriptHashes: string[];
};

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

export function hashInlineScripts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

/**
 * The built SPA's index.html (apps/web/dist). Null until the web app is built. In production it
 * is read once (a new build comes with a restart): the CSP asks for it on every page and asset,
 * so no file-system call is left on that path. Elsewhere (`watch`) it is read again when the file
 * changes, for a rebuild while the server runs.
 */
export function spaIndexReader(webDistDir: string, opts: { watch: boolean }): () => SpaIndex | null {
  const file = path.join(webDistDir, 'index.html');
  let cached: { mtimeMs: number; index: SpaIndex } | null = null;
  return () => {
    if (cached && !opts.watch) return cached.index;
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return null;
    if (cached?.mtimeMs !== stat.mtimeMs) {
      const html = fs.readFileSync(file, 'utf8');
      cached = { mtimeMs: stat.mtimeMs, index: { html, scriptHashes: hashInlineScripts(html) } };
    }
    return cached.index;
  };
}

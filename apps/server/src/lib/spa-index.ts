import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { prerenderedPagePath } from '@casaconti/core/paths';

/** One HTML page of the SPA, and the same compressed once (it carries the stylesheet: decision 028). */
export type SpaPage = { html: string; br: Buffer; gzip: Buffer };

export type SpaIndex = SpaPage & {
  /** CSP sources ('sha256-…') of the pages' inline scripts, so script-src can stay 'self'. */
  scriptHashes: string[];
  /**
   * Pages the build rendered to HTML (apps/web/dist/prerendered/<name>.html), by the path they
   * are sent for (`prerenderedPagePath`: /<name>, or / for index.html); every other path gets
   * index.html (decisions 028, 145).
   */
  prerendered: Map<string, SpaPage>;
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

function spaPage(html: string): SpaPage {
  const buf = Buffer.from(html);
  return {
    html,
    br: zlib.brotliCompressSync(buf, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
      },
    }),
    gzip: zlib.gzipSync(buf, { level: 9 }),
  };
}

function readSpaIndex(webDistDir: string, html: string): SpaIndex {
  const dir = path.join(webDistDir, 'prerendered');
  const prerendered = new Map<string, SpaPage>();
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.html')) : [];
  for (const file of files) {
    prerendered.set(
      prerenderedPagePath(file.slice(0, -'.html'.length)),
      spaPage(fs.readFileSync(path.join(dir, file), 'utf8')),
    );
  }
  const scriptHashes = new Set(hashInlineScripts(html));
  for (const page of prerendered.values()) for (const hash of hashInlineScripts(page.html)) scriptHashes.add(hash);
  return { ...spaPage(html), scriptHashes: [...scriptHashes], prerendered };
}

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A page rendered for one request (decision 030), or a kept answer's JSON (decision 146),
 * compressed: a fast brotli level, not the build's 11 (milliseconds per page instead of tens).
 */
export function compressPage(html: string | Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const buf = typeof html === 'string' ? Buffer.from(html) : html;
  return encoding === 'br'
    ? brotliCompress(buf, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
        },
      })
    : gzip(buf, { level: 6 });
}

/** The encoding to send index.html in, from the request's Accept-Encoding (q=0 refuses). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * The built SPA's index.html (apps/web/dist) and its prerendered pages. Null until the web app
 * is built. In production it
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
      cached = { mtimeMs: stat.mtimeMs, index: readSpaIndex(webDistDir, html) };
    }
    return cached.index;
  };
}

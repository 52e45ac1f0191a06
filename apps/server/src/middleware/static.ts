import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppBindings } from '../lib/context';

/**
 * The built SPA's files as they are (when the web app is built): hashed assets cached for good
 * (a missing one is a 404, never index.html), other regular files of the build as they are.
 * Paths that are no file fall through to the pages (index.html and the rendered pages).
 */
export function serveBuiltFiles(app: Hono<AppBindings>, webDistDir: string): void {
  if (!fs.existsSync(webDistDir)) return;
  // Hashed build assets: cached for good; a missing one is a 404, never index.html.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('cache-control', 'public, max-age=31536000, immutable');
  });
  // The build writes .br and .gz beside each asset (apps/web/scripts/postbuild.mjs): sent as they are.
  app.use('/assets/*', serveStatic({ root: webDistDir, precompressed: true }));
  app.get('/assets/*', (c) => c.text('Not found', 404));
  const distFiles = serveStatic({ root: webDistDir, index: '', precompressed: true });
  // Only regular files: for a directory ('/', '/assets') serveStatic with `index: ''` would
  // read the directory itself (EISDIR); those paths get index.html below.
  app.use('*', async (c, next) => {
    const stat = await fs.promises.stat(path.join(webDistDir, c.req.path)).catch(() => null);
    return stat?.isFile() ? distFiles(c, next) : next();
  });
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { AppError, MESSAGES } from '../lib/app-error';
import type { AppBindings, AppDeps } from '../lib/context';
import { listJobs } from '../lib/jobs';
import { LocalDiskStorage } from '../lib/storage';
import { BackupError, createBackup, isOpsToken } from '../ops/backup';

/**
 * /api/ops: operations for the machine the server runs on (`npm run backup` and `npm run jobs`
 * while the server runs on the embedded database, which has one owner). The caller must be on this machine (app.ts checks the socket address) and present the
 * token derived from the server secret; anything else is a 404 like an unknown path.
 */
export function opsRoutes(deps: AppDeps) {
  return new Hono<AppBindings>()
    .get('/jobs', async (c) => {
      if (!isOpsToken(deps.secret, c.req.header('authorization'))) throw new AppError('NOT_FOUND', MESSAGES.notFound);
      return c.json({ jobs: await listJobs(deps.db) });
    })
    .post('/backup', async (c) => {
      if (!isOpsToken(deps.secret, c.req.header('authorization'))) throw new AppError('NOT_FOUND', MESSAGES.notFound);
      if (!deps.dumpEmbedded) throw new AppError('CONFLICT', 'PostgreSQL: use pg_dump (docs/operations.md).');
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'casaconti-ops-'));
      const out = path.join(dir, 'backup.tar.gz');
      try {
        await createBackup({
          dumpEmbedded: deps.dumpEmbedded,
          storage: deps.storage instanceof LocalDiskStorage ? deps.storage : null,
          dataDir: deps.env.dataDir,
          out,
        });
      } catch (err) {
        fs.rmSync(dir, { recursive: true, force: true });
        if (err instanceof BackupError) throw new AppError('CONFLICT', err.message);
        throw err;
      }
      c.header('content-type', 'application/gzip');
      c.header('content-length', String(fs.statSync(out).size));
      return stream(c, async (s) => {
        try {
          for await (const chunk of fs.createReadStream(out)) await s.write(chunk as Uint8Array);
        } finally {
          fs.rmSync(dir, { recursive: true, force: true });
        }
      });
    });
}

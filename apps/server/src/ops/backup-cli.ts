/**
 * `npm run backup [file]`: a consistent snapshot of the embedded database and the stored files
 * in one .tar.gz. While a server runs on DATA_DIR it is asked for the snapshot (the embedded
 * database has one owner); otherwise the data directory is read directly.
 * `npm run restore <file>`: brings an archive back into an empty DATA_DIR (server stopped).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { openDatabase } from '../db/client';
import { systemClock } from '../lib/clock';
import { loadEnv } from '../lib/env';
import { getOrCreateSecret } from '../lib/secrets';
import { LocalDiskStorage } from '../lib/storage';
import { BackupError, createBackup, opsToken, restoreBackup } from './backup';
import { findRunningServer } from './running-server';

const env = loadEnv();
const [command, file] = process.argv.slice(2);

async function backup() {
  if (env.databaseUrl) {
    throw new BackupError(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump and the files with your S3 bucket (docs/operations.md).',
    );
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const out = path.resolve(file ?? `casaconti-backup-${stamp}.tar.gz`);
  const running = findRunningServer(env.dataDir);
  if (running) {
    const secret = getOrCreateSecret(env.dataDir, env.authSecret);
    const res = await fetch(`http://127.0.0.1:${running.port}/api/ops/backup`, {
      method: 'POST',
      headers: { authorization: `Bearer ${opsToken(secret)}` },
    });
    if (!res.ok || !res.body)
      throw new BackupError(`The running server refused the backup (${res.status}): ${await res.text()}`);
    await pipeline(Readable.fromWeb(res.body as never), fs.createWriteStream(`${out}.partial`));
    fs.renameSync(`${out}.partial`, out);
    console.log(`Backup written to ${out} (from the server running on port ${running.port}).`);
    return;
  }
  if (!fs.existsSync(path.join(env.dataDir, 'pglite'))) throw new BackupError(`No database in ${env.dataDir}.`);
  const database = await openDatabase({ dataDir: env.dataDir });
  try {
    const secret = getOrCreateSecret(env.dataDir, env.authSecret);
    const storage = new LocalDiskStorage({ root: path.join(env.dataDir, 'files'), secret, clock: systemClock });
    const manifest = await createBackup({ dumpEmbedded: database.dumpEmbedded, storage, dataDir: env.dataDir, out });
    console.log(`Backup written to ${out} (${manifest.files} files; the server was not running).`);
  } finally {
    await database.close();
  }
}

async function restore() {
  if (!file) throw new BackupError('Usage: npm run restore <backup file>');
  const manifest = await restoreBackup({ archive: path.resolve(file), dataDir: env.dataDir });
  console.log(`Restored the backup of ${manifest.createdAt} (${manifest.files} files) into ${env.dataDir}.`);
}

try {
  if (command === 'backup') await backup();
  else if (command === 'restore') await restore();
  else throw new BackupError('Usage: backup-cli.ts backup [file] | restore <file>');
} catch (err) {
  console.error(err instanceof BackupError ? err.message : err);
  process.exit(1);
}

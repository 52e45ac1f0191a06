/**
 * Backups of the embedded setup (PGlite + local-disk files): one .tar.gz holding a consistent
 * snapshot of the database, every stored file and the secret key (decision 021). The PostgreSQL
 * and S3 setup is backed up with their own tools (pg_dump, bucket versioning: docs/operations.md).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../db/client';
import * as tar from 'tar';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { LocalDiskStorage } from '../lib/storage';

export const BACKUP_FORMAT = 'casaconti-backup/1';
const DB_DUMP = 'pglite.tar';
const MANIFEST = 'manifest.json';
const FILES = 'files';
const SECRET = 'secret.key';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  files: number;
}

export class BackupError extends Error {
  override name = 'BackupError';
}

/**
 * Writes the archive to `out`. The database snapshot is taken first, with file deletions held
 * back until the files are copied: every file the snapshot refers to is in the archive (files
 * uploaded meanwhile may be too, unreferenced, which is harmless).
 */
export async function createBackup(opts: {
  /** The embedded database's snapshot (undefined on PostgreSQL). */
  dumpEmbedded: (() => Promise<Blob>) | undefined;
  storage: LocalDiskStorage | null;
  dataDir: string;
  out: string;
  now?: Date;
}): Promise<BackupManifest> {
  const { dumpEmbedded: dump, storage, dataDir } = opts;
  if (!dump) {
    throw new BackupError('The database is PostgreSQL (DATABASE_URL): back it up with pg_dump (docs/operations.md).');
  }
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'casaconti-backup-'));
  try {
    const copy = async () => {
      const snapshot = Buffer.from(await (await dump()).arrayBuffer());
      fs.writeFileSync(path.join(staging, DB_DUMP), snapshot);
      const filesDir = storage?.root ?? path.join(dataDir, FILES);
      fs.mkdirSync(path.join(staging, FILES));
      if (fs.existsSync(filesDir)) await fs.promises.cp(filesDir, path.join(staging, FILES), { recursive: true });
    };
    await (storage ? storage.holdDeletes(copy) : copy());
    const secretFile = path.join(dataDir, SECRET);
    if (fs.existsSync(secretFile)) fs.copyFileSync(secretFile, path.join(staging, SECRET));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: (opts.now ?? new Date()).toISOString(),
      files: countFiles(path.join(staging, FILES)),
    };
    fs.writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = [MANIFEST, DB_DUMP, FILES, ...(fs.existsSync(path.join(staging, SECRET)) ? [SECRET] : [])];
    const partial = `${opts.out}.partial`;
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, entries);
    fs.renameSync(partial, opts.out);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Restores an archive into an empty (or missing) data directory. */
export async function restoreBackup(opts: { archive: string; dataDir: string }): Promise<BackupManifest> {
  const { archive, dataDir } = opts;
  if (!fs.existsSync(archive)) throw new BackupError(`No such backup file: ${archive}`);
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    throw new BackupError(`The data directory ${dataDir} is not empty: restore into an empty one.`);
  }
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'casaconti-restore-'));
  try {
    await tar.extract({ file: archive, cwd: staging, strict: true });
    const manifestFile = path.join(staging, MANIFEST);
    const manifest = fs.existsSync(manifestFile)
      ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest)
      : null;
    if (manifest?.format !== BACKUP_FORMAT || !fs.existsSync(path.join(staging, DB_DUMP))) {
      throw new BackupError(`${archive} is not a CasaConti backup.`);
    }
    fs.mkdirSync(dataDir, { recursive: true });
    const dump = fs.readFileSync(path.join(staging, DB_DUMP));
    const client = await PGlite.create(path.join(dataDir, 'pglite'), {
      extensions: PGLITE_EXTENSIONS,
      loadDataDir: new Blob([dump]),
    });
    await client.close();
    await fs.promises.cp(path.join(staging, FILES), path.join(dataDir, FILES), { recursive: true });
    if (fs.existsSync(path.join(staging, SECRET))) {
      fs.copyFileSync(path.join(staging, SECRET), path.join(dataDir, SECRET));
      fs.chmodSync(path.join(dataDir, SECRET), 0o600);
    }
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * The bearer token of the local backup endpoint, derived from the server secret: only someone
 * who can read DATA_DIR/secret.key (or knows AUTH_SECRET) on this machine can ask for a backup.
 */
export function opsToken(secret: string): string {
  return createHmac('sha256', secret).update('casaconti:ops-backup:v1').digest('base64url');
}

export function isOpsToken(secret: string, header: string | undefined): boolean {
  const expected = Buffer.from(`Bearer ${opsToken(secret)}`);
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let n = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) if (entry.isFile()) n++;
  return n;
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalDiskStorage } from '../lib/storage';
import { billBody, contractOn, uploadBillFile } from '../routes/bills.test-support';
import { seedProperty } from '../routes/contracts.test-support';
import { createTestContext, type TestContext } from '../test/harness';
import { BACKUP_FORMAT, createBackup, opsToken, restoreBackup } from './backup';

let ctx: TestContext;
let work: string;
beforeAll(async () => {
  ctx = await createTestContext();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'casaconti-backup-test-'));
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(work, { recursive: true, force: true });
});

/** POST /api/ops/backup from a given socket address, answer as bytes. */
async function askBackup(ip: string, authorization?: string) {
  const res = await ctx.app.request(
    '/api/ops/backup',
    { method: 'POST', headers: authorization ? { authorization } : {} },
    { incoming: { socket: { remoteAddress: ip } } } as never,
  );
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

async function tableNames(query: (text: string) => Promise<Record<string, unknown>[]>) {
  const rows = await query(
    `select schemaname || '.' || tablename as name from pg_tables
     where schemaname in ('public', 'drizzle') order by 1`,
  );
  return rows.map((r) => String(r.name));
}

/** Every row of every table, as JSON, in a stable order. */
async function everyTable(query: (text: string) => Promise<Record<string, unknown>[]>) {
  const out: Record<string, string[]> = {};
  for (const name of await tableNames(query)) {
    const rows = await query(`select to_jsonb(t)::text as row from ${name} t`);
    out[name] = rows.map((r) => String(r.row)).sort();
  }
  return out;
}

const embedded = !process.env.TEST_DATABASE_URL;

describe('the backup endpoint', () => {
  it('exists only for a caller on this machine holding the token derived from the secret', async () => {
    const token = `Bearer ${opsToken(ctx.deps.secret)}`;
    expect((await askBackup('10.0.0.9', token)).status).toBe(404);
    expect((await askBackup('127.0.0.1')).status).toBe(404);
    expect((await askBackup('127.0.0.1', 'Bearer wrong')).status).toBe(404);
    expect((await askBackup('127.0.0.1', `Bearer ${opsToken('another secret of the same length!!')}`)).status).toBe(
      404,
    );
    const ok = await askBackup('127.0.0.1', token);
    if (embedded) {
      expect(ok.status).toBe(200);
      expect(ok.type).toBe('application/gzip');
      expect(ok.bytes.subarray(0, 2).equals(Buffer.from([0x1f, 0x8b]))).toBe(true);
    } else {
      // PostgreSQL is backed up with pg_dump: the endpoint says so and writes nothing.
      expect(ok.status).toBe(409);
      expect((JSON.parse(ok.bytes.toString()) as { error: { message: string } }).error.message).toContain('pg_dump');
    }
  });
});

if (embedded) {
  describe('backup and restore of the embedded setup', () => {
    it('round-trips every table and every stored file, taken while the server runs', async () => {
      // The embedded default keeps its generated secret in DATA_DIR (the harness passes AUTH_SECRET).
      fs.writeFileSync(path.join(ctx.env.dataDir, 'secret.key'), 'a-generated-secret-of-the-data-dir-000000\n');
      const landlord = await ctx.createLandlord();
      const { property, rooms } = await seedProperty(ctx, landlord.user.id);
      const propertyId = property.id;
      await contractOn(landlord, propertyId, rooms[0]!.id, { start: '2026-01-01', end: '2026-12-31', occupants: 1 });
      const documentInfo = await uploadBillFile(landlord, ctx);
      expect(documentInfo.putStatus).toBe(200);
      const saved = await landlord.post('/api/bills', billBody(propertyId, { documentInfo }));
      expect(saved.status).toBe(201);
      // The emails those steps queued (verification, invitation) are sent by the workers: wait for
      // them, so that the copy and the live tables are compared at rest.
      expect(await ctx.deps.jobs.idle()).toBe(true);

      // Through the running app, as `npm run backup` asks it.
      const answer = await askBackup('127.0.0.1', `Bearer ${opsToken(ctx.deps.secret)}`);
      expect(answer.status).toBe(200);
      const archive = path.join(work, 'backup.tar.gz');
      fs.writeFileSync(archive, answer.bytes);

      const restoredDir = path.join(work, 'restored');
      const manifest = await restoreBackup({ archive, dataDir: restoredDir });
      expect(manifest.format).toBe(BACKUP_FORMAT);
      expect(manifest.files).toBe(1);

      const original = await everyTable(
        async (text) => ((await ctx.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows,
      );
      const restored = await PGlite.create(path.join(restoredDir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
      try {
        const copy = await everyTable(async (text) => (await restored.query<Record<string, unknown>>(text)).rows);
        expect(Object.keys(copy)).toEqual(Object.keys(original));
        expect(original['public.bill']).toHaveLength(1);
        expect(original['public.contract']).toHaveLength(1);
        for (const table of Object.keys(original)) expect(copy[table], table).toEqual(original[table]);
      } finally {
        await restored.close();
      }

      const storage = ctx.deps.storage as LocalDiskStorage;
      const files = fs.readdirSync(storage.root, { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
      expect(files).toHaveLength(1);
      for (const f of files) {
        const relative = path.relative(storage.root, path.join(f.parentPath, f.name));
        const restoredFile = path.join(restoredDir, 'files', relative);
        expect(fs.readFileSync(restoredFile).equals(fs.readFileSync(path.join(storage.root, relative)))).toBe(true);
      }
      expect(fs.readFileSync(path.join(restoredDir, 'secret.key'), 'utf8')).toBe(
        fs.readFileSync(path.join(ctx.env.dataDir, 'secret.key'), 'utf8'),
      );
    });

    it('holds file deletions back while the files are copied, and restores only into an empty directory', async () => {
      const storage = ctx.deps.storage as LocalDiskStorage;
      const key = `bill/${crypto.randomUUID()}`;
      fs.mkdirSync(path.join(storage.root, 'bill'), { recursive: true });
      fs.writeFileSync(path.join(storage.root, key), 'kept');
      let deleted = false;
      const out = path.join(work, 'held.tar.gz');
      await createBackup({
        dumpEmbedded: async () => {
          // A deletion that arrives after the snapshot started must wait for the copy.
          void storage.delete(key).then(() => {
            deleted = true;
          });
          await new Promise((r) => setTimeout(r, 20));
          expect(deleted).toBe(false);
          return ctx.deps.dumpEmbedded!();
        },
        storage,
        dataDir: ctx.env.dataDir,
        out,
      });
      await new Promise((r) => setTimeout(r, 20));
      expect(deleted).toBe(true);
      const target = path.join(work, 'held-restored');
      await restoreBackup({ archive: out, dataDir: target });
      expect(fs.readFileSync(path.join(target, 'files', key), 'utf8')).toBe('kept');

      await expect(restoreBackup({ archive: out, dataDir: target })).rejects.toThrow('is not empty');
      const notABackup = path.join(work, 'x.tar.gz');
      fs.writeFileSync(notABackup, 'hello');
      await expect(restoreBackup({ archive: notABackup, dataDir: path.join(work, 'empty') })).rejects.toThrow();
    });
  });
}

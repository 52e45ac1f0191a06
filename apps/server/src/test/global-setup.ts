import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { createThrowawayDatabase } from '../db/throwaway-database';

declare module 'vitest' {
  interface ProvidedContext {
    /** PostgreSQL: a migrated database each test file's database is copied from (CREATE DATABASE … TEMPLATE). */
    templateDatabase: string;
    /** PGlite: a migrated data directory (tar) each test file's in-memory database is loaded from. */
    pgliteTemplate: string;
  }
}

/**
 * Migrates once per run, so a test file starts from a copy instead of running every migration
 * again: on PostgreSQL a template database, on PGlite a dump of a migrated data directory.
 * The harness still calls `migrate()`, which then finds nothing to apply.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createThrowawayDatabase(serverUrl, 'cc_template');
    const database = await openDatabase({ databaseUrl: template.url, dataDir: null, poolSize: 1 });
    await database.migrate();
    await database.close();
    project.provide('templateDatabase', template.name);
    project.provide('pgliteTemplate', '');
    return () => template.drop();
  }
  const database = await openDatabase({ dataDir: null });
  await database.migrate();
  const dump = await database.dumpEmbedded!();
  await database.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'casaconti-template-'));
  const file = path.join(dir, 'pglite.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDatabase', '');
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

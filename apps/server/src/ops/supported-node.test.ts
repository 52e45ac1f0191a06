/**
 * The supported Node.js (decision 172): scripts/supported-node.mjs, which every npm script that runs
 * the app, the tests or the bench loads first, and the server's start-up log naming its Node.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
const guardFile = path.join(root, 'scripts/supported-node.mjs');

type Guard = {
  SUPPORTED_NODE: string[];
  ENGINES_NODE: string;
  isSupportedNode: (version: string) => boolean;
  unsupportedNodeLine: (version: string, installed?: string | null) => string | null;
};
const guard = (await import(pathToFileURL(guardFile).href)) as Guard;

describe('the supported Node.js', () => {
  it('is what package.json engines.node says: 24 preferred, 22 accepted', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(pkg.engines.node).toBe(guard.ENGINES_NODE);
    expect(guard.ENGINES_NODE).toBe('^24.15.0 || ^22.22.2');
  });

  it('accepts 24 and 22 from their lowest supported release, refuses older and other lines', () => {
    for (const v of ['v24.15.0', 'v24.22.3', 'v24.100.0', 'v22.22.2', 'v22.23.0'])
      expect(guard.isSupportedNode(v), v).toBe(true);
    for (const v of [
      'v20.20.2',
      'v18.20.8',
      'v22.22.1',
      'v22.12.0',
      'v24.14.9',
      'v23.11.0',
      'v25.0.0',
      'v26.1.0',
      'junk',
    ])
      expect(guard.isSupportedNode(v), v).toBe(false);
  });

  it('stops a too-old host with one line naming the version it needs', () => {
    expect(guard.unsupportedNodeLine('v24.22.3')).toBeNull();
    const line = guard.unsupportedNodeLine('v20.20.2');
    expect(line).toBe(
      'CasaConti needs Node.js 24 (24.15.0 or later; 22.22.2 or later is accepted), not v20.20.2: install Node.js 24 LTS (npm ci brings it only on Linux x64 and arm64).',
    );
    // A host's Node run directly where npm ci installed Node 24: the line says to go through npm.
    expect(guard.unsupportedNodeLine('v20.20.2', 'v24.22.3')).toBe(
      'CasaConti needs Node.js 24 (24.15.0 or later; 22.22.2 or later is accepted), not v20.20.2: run it through npm (npm start, npm test, npm run …), whose scripts use the Node.js v24.22.3 that npm ci installed.',
    );
  });

  it('run on its own on a supported Node, prints that Node and lets the script go on', () => {
    const run = spawnSync(process.execPath, [guardFile], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`Node.js ${process.version} (${process.execPath})\n`);
    const chained = spawnSync(process.execPath, ['--import', guardFile, '-e', 'console.log("on")'], {
      encoding: 'utf8',
    });
    expect(chained.status).toBe(0);
    expect(chained.stdout).toBe('on\n');
  });
});

describe("the server's start-up log", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casaconti-node-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('says which Node.js serves', async () => {
    const port = 4300 + Math.floor(Math.random() * 600);
    const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: `http://localhost:${port}`,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'info',
      },
    });
    let out = '';
    proc.stdout.on('data', (d) => {
      out += String(d);
    });
    proc.stderr.on('data', (d) => {
      out += String(d);
    });
    try {
      const listening = await new Promise<Record<string, unknown>>((resolve, reject) => {
        proc.once('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
        proc.stdout.on('data', () => {
          const line = out.split('\n').find((l) => l.includes('CasaConti listening on'));
          if (line) resolve(JSON.parse(line));
        });
      });
      expect(listening.msg).toBe(`CasaConti listening on http://localhost:${port} (Node.js ${process.version})`);
      expect(listening.node).toBe(process.version);
    } finally {
      proc.kill('SIGKILL');
    }
  }, 120_000);
});

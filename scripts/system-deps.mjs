// Finds or installs the system parts the test suites need (Chromium, PostgreSQL) and starts a
// throwaway PostgreSQL cluster. Never skips: if a part cannot be had, it fails saying how.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
let aptUpdated = false;

function aptInstall(pkgs) {
  if (!isRoot || !fs.existsSync('/usr/bin/apt-get')) return false;
  console.log(`[system] installing ${pkgs.join(' ')} with apt-get`);
  if (!aptUpdated) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    aptUpdated = true;
  }
  const r = spawnSync('apt-get', ['install', '-y', '-qq', ...pkgs], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return r.status === 0;
}

export function ensureChromium() {
  const p = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (fs.existsSync(p)) return p;
  if (aptInstall(['chromium']) && fs.existsSync(p)) return p;
  throw new Error(
    `Chromium not found at ${p}. Install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
}

function findPgBin() {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Starts a throwaway cluster in a temporary directory; returns { url, stop }. */
export async function startThrowawayPostgres() {
  let bin = findPgBin();
  if (!bin && aptInstall(['postgresql'])) bin = findPgBin();
  if (!bin) {
    throw new Error(
      'PostgreSQL server binaries not found. Install them (apt-get install -y postgresql) or set TEST_DATABASE_URL to a server the tests may create databases on.',
    );
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'casaconti-pg-'));
  const port = await freePort();
  const asPostgres = isRoot ? ['runuser', '-u', 'postgres', '--'] : [];
  if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  fs.chmodSync(dir, 0o700);
  const run = (cmd, args) => {
    const full = [...asPostgres, cmd, ...args];
    execFileSync(full[0], full.slice(1), { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  const data = path.join(dir, 'data');
  run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  run(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dir,
    stop() {
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

// CLI: `node scripts/system-deps.mjs` installs what is missing (used by .ci/run).
if (import.meta.url === `file://${process.argv[1]}`) {
  ensureChromium();
  if (!findPgBin() && !aptInstall(['postgresql'])) {
    console.error('PostgreSQL could not be installed');
    process.exit(1);
  }
  console.log('[system] chromium and postgresql present');
}
